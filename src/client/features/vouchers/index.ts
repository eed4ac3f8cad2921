// Voucher detail screens (seed 000 §2 → seed 001 §2): /vouchers/{id} browses a voucher, /vouchers/{id}/{voucherValueId}
// shows the member's own copy with its QR code; ?isclaim=true says 'Voucher claimed' after 2 s; /voucher-barcode/{barcode}
// claims a printed voucher (after login when signed out).
import type { FeatureRoute } from '../../lib/feature-route';
import { registerScreen } from '../../layouts/registry';
import { voucherTitles as m } from './titles';

registerScreen('voucher-detail', {
  default: () => import(/* webpackChunkName: "vouchers" */ './screens/voucher-screen'),
});
registerScreen('voucher-barcode', {
  default: () => import(/* webpackChunkName: "vouchers" */ './screens/voucher-barcode-screen'),
});
registerScreen('voucher-issued', {
  default: () => import(/* webpackChunkName: "vouchers" */ './screens/issued-voucher-screen'),
});

export const routes: FeatureRoute[] = [
  { path: 'voucher-barcode/:barcode', screen: 'voucher-barcode', handle: { title: m.title } },
  { path: 'vouchers/:voucherId', screen: 'voucher-detail', handle: { title: m.title } },
  {
    path: 'vouchers/:voucherId/:voucherValueId',
    screen: 'voucher-issued',
    handle: { title: m.title },
    requiresLogin: true,
  },
];
