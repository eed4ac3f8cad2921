// Placed orders (seed 002 §2, issue 11): the order page /order/s/:orderId — which also shows claimed receipts and
// bought store credit for their ids — and My orders. Each screen is its own lazy chunk.
import type { FeatureRoute } from '../../../lib/feature-route';
import { registerScreen } from '../../../layouts/registry';
import { ordersTitles as m } from './titles';

registerScreen('order-detail', {
  default: () => import(/* webpackChunkName: "order-detail" */ './screens/order-detail-screen'),
});
registerScreen('order-history', {
  default: () => import(/* webpackChunkName: "order-history" */ './screens/history-screen'),
});

export const routes: FeatureRoute[] = [
  { path: 'order/s/:orderId', screen: 'order-detail', handle: { title: m.orderTitle }, requiresLogin: true },
  { path: 'order/history/s', screen: 'order-history', handle: { title: m.historyTitle } },
];
