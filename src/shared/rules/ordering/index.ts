/**
 * The ordering rules shared by client and server (issue 11, seed 002), one module per rule. Test builders live in
 * ./fixtures and are not part of this API.
 */
export * from './outlet-clock';
export * from './cents';
export * from './selection';
export * from './unit-price';
export * from './price-rules';
export * from './pricing';
export * from './menu-visibility';
export * from './modifier-rules';
export * from './quantity';
export * from './line-validation';
export * from './schedule';
export * from './slots';
export * from './order-time';
export * from './reward-caps';
export * from './delivery-lock';
export * from './pass-to-counter';
export * from './table-qr';
export * from './modifier-selection';
export * from './bundle-selection';
export * from './product-popup';
export * from './cart-vouchers';
