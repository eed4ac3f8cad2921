import { lazyPart } from '../../../../lib/lazy-part';

/**
 * The cart's voucher section in its own chunk (./voucher-section-on-demand.tsx draws it), here so the cart screen can
 * load it ahead with the panel when the server drew the member's cart (../screens/cart-screen.tsx `preloadParts`).
 */
export const VoucherSectionPart = lazyPart(() =>
  import(/* webpackChunkName: "order-cart-vouchers" */ './voucher-section').then((module) => module.VoucherSection),
);
