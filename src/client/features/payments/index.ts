// Paying an order (seed 002 §2, §4; issue 12): the payment method sheet and the order page's re-check live in
// components/ (the order page imports them); the PayNow screen is its own lazy chunk on provider-paths.ts' address.
import { lazy } from 'react';
import type { FeatureRoute } from '../../lib/feature-route';
import { registerScreen } from '../../layouts/registry';
import { paymentsTitles as t } from './titles';
import { PROVIDER_ROUTE_PATTERNS } from './provider-paths';

registerScreen('order-paynow', {
  default: () => import(/* webpackChunkName: "order-paynow" */ './screens/paynow-screen'),
});
// The card and banking providers' screens (providers/): each SDK stays in its screen's lazy chunk.
registerScreen('order-stripe', {
  default: () => import(/* webpackChunkName: "order-stripe" */ './providers/stripe-screen'),
});
registerScreen('order-adyen', {
  default: () => import(/* webpackChunkName: "order-adyen" */ './providers/adyen-screen'),
});
registerScreen('order-fiuu', {
  default: () => import(/* webpackChunkName: "order-fiuu" */ './providers/fiuu-screen'),
});
registerScreen('order-t05', {
  default: () => import(/* webpackChunkName: "order-t05" */ './providers/t05-screen'),
});
registerScreen('order-t05-success', {
  default: () => import(/* webpackChunkName: "order-t05-success" */ './providers/t05-success-screen'),
});

// What the order pages use: the Pay action with its sheet and the return outcome (the order page's chunk loads them),
// and the navigation state that opens the sheet after placing.
const orderPayment = () => import(/* webpackChunkName: "order-payment" */ './components/order-payment');
export const PayOrderAction = lazy(() => orderPayment().then((module) => ({ default: module.PayOrderAction })));
export const OrderPaymentOutcome = lazy(() =>
  orderPayment().then((module) => ({ default: module.OrderPaymentOutcome })),
);
export { OPEN_PAYMENT_SHEET } from './lib/open-sheet';

export const routes: FeatureRoute[] = [
  {
    path: PROVIDER_ROUTE_PATTERNS.paynow,
    screen: 'order-paynow',
    handle: { title: t.paynow },
    requiresLogin: true,
  },
  { path: PROVIDER_ROUTE_PATTERNS.stripe, screen: 'order-stripe', handle: { title: t.card }, requiresLogin: true },
  { path: PROVIDER_ROUTE_PATTERNS.adyen, screen: 'order-adyen', handle: { title: t.card }, requiresLogin: true },
  { path: PROVIDER_ROUTE_PATTERNS.fiuu, screen: 'order-fiuu', handle: { title: t.banking }, requiresLogin: true },
  { path: PROVIDER_ROUTE_PATTERNS.t05, screen: 'order-t05', handle: { title: t.card }, requiresLogin: true },
  { path: 'order/t05/success', screen: 'order-t05-success', handle: { title: t.card } },
];
