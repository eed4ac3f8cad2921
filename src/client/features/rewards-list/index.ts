// My Rewards (seed 000 §2): the member's joined merchants with balances and tier progress, filtered by purchases.
import type { FeatureRoute } from '../../lib/feature-route';
import { screenMessages } from '../../layouts/messages';
import { registerScreen } from '../../layouts/registry';

registerScreen('rewards-list', {
  default: () => import(/* webpackChunkName: "rewards-list" */ './screens/my-rewards-screen'),
});

export const routes: FeatureRoute[] = [
  { path: 'myrewards', screen: 'rewards-list', handle: { title: screenMessages.myRewardsTitle }, requiresLogin: true },
];

// What other features may use from this one: the tier bar (150 px per tier) the membership progress popup shows.
export { TierProgressBar } from './components/tier-progress-bar';
