// Quick login of the ordering screens (seed 002 §2): its own lazy chunk through the layout registry.
import type { FeatureRoute } from '../../../lib/feature-route';
import { registerScreen } from '../../../layouts/registry';
import { quickLoginTitles as m } from './titles';

registerScreen('order-quick-login', {
  default: () => import(/* webpackChunkName: "order-quick-login" */ './screens/quick-login-screen'),
});

export const routes: FeatureRoute[] = [
  { path: 'order/q-login/:merchantId', screen: 'order-quick-login', handle: { title: m.title } },
];
