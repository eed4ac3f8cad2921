// QR scan tab and receipt claim (seed 000 §2, §4, §5, §8, §9): /next/qr, and the read-only order page of a claimed
// receipt, which the orders feature's /order/s/{order_id} shows for ids that are not ordering orders.
import { lazy } from 'react';
import type { FeatureRoute } from '../../lib/feature-route';
import { registerScreen } from '../../layouts/registry';
import { scanTitles as m } from './titles';

registerScreen('scan-receipt', { default: () => import(/* webpackChunkName: "scan" */ './screens/scan-screen') });
registerScreen('receipt-order', {
  default: () => import(/* webpackChunkName: "scan-order" */ './screens/order-screen'),
});

export const routes: FeatureRoute[] = [
  // Same path as the shell's placeholder: this route replaces it. Open to everyone; claiming asks for a login.
  { path: 'next/qr', screen: 'scan-receipt', handle: { title: m.scanTitle } },
];

// The camera preview and QR decoder, for other features' scanners (the ordering table QR); its own chunk, so the
// decoder loads only when a scanner opens.
export const CameraScanner = lazy(() =>
  import(/* webpackChunkName: "camera-scanner" */ './components/camera-scanner').then((module) => ({
    default: module.CameraScanner,
  })),
);
