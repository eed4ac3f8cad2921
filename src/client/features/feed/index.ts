// Feed (seed 000 §2): /feed with its Promotions, Voucher and Activity tabs, /feed/all/{feedType}, /feed/my/vouchers.
import type { FeatureRoute } from '../../lib/feature-route';
import { registerScreen } from '../../layouts/registry';
import { screenMessages } from '../../layouts/messages';
import { feedTitles as m } from './titles';

registerScreen('feed-tabs', { default: () => import(/* webpackChunkName: "feed" */ './screens/feed-screen') });
registerScreen('feed-all', { default: () => import(/* webpackChunkName: "feed" */ './screens/feed-all-screen') });
registerScreen('feed-my-vouchers', {
  default: () => import(/* webpackChunkName: "feed" */ './screens/my-vouchers-screen'),
});

export const routes: FeatureRoute[] = [
  // 'feed/*' replaces the shell's placeholder route of the same path (and so also serves /feed itself).
  { path: 'feed/*', screen: 'feed-tabs', handle: { title: screenMessages.feedTitle } },
  { path: 'feed/all/:feedType', screen: 'feed-all', handle: { title: m.allTitle } },
  { path: 'feed/my/vouchers', screen: 'feed-my-vouchers', handle: { title: m.myVouchersTitle }, requiresLogin: true },
];
