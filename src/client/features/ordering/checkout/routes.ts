// Ordering, the cart side (seed 002 §2, issue 11): the cart and checkout page with its delivery address sheet and
// payment modal. Each screen is its own lazy chunk through the layout registry.
import type { FeatureRoute } from '../../../lib/feature-route';
import { registerScreen } from '../../../layouts/registry';

registerScreen('order-cart', {
  default: () => import(/* webpackChunkName: "order-cart" */ './screens/cart-screen'),
});

export const routes: FeatureRoute[] = [
  { path: 'order/cart/:merchantId', screen: 'order-cart' },
  { path: 'order/loyalty/checkout/:merchantId', screen: 'order-cart' },
];
