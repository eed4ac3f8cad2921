// Cashback and discount programs (seed 001 §2 screen 13, /cashback/{id}): rule, condition and the member's history.
import type { FeatureRoute } from '../../lib/feature-route';
import { registerScreen } from '../../layouts/registry';
import { cashbackTitles as m } from './titles';

registerScreen('cashback', {
  default: () => import(/* webpackChunkName: "cashback" */ './screens/cashback-screen'),
});

export const routes: FeatureRoute[] = [{ path: 'cashback/:programId', screen: 'cashback', handle: { title: m.title } }];
