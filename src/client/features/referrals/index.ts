// Referrals (seed 001 §2 screen 15, §6): referral history with tabs Loyalty point / Store Credit / Joined, gifts
// sent, and the panel the referral page shows (low-ticket note, standing, invited friends).
import type { FeatureRoute } from '../../lib/feature-route';
import { registerScreen } from '../../layouts/registry';
import { referralTitles as m } from './titles';

registerScreen('referral-history', {
  default: () => import(/* webpackChunkName: "referrals" */ './screens/referral-history-screen'),
});
registerScreen('gifts-sent', {
  default: () => import(/* webpackChunkName: "referrals" */ './screens/gifts-sent-screen'),
});

const history = { screen: 'referral-history', handle: { title: m.historyTitle }, requiresLogin: true };
export const routes: FeatureRoute[] = [
  { path: 'profile/refer-friends/history', ...history },
  { path: 'profile/refer-friends/history/:merchantId', ...history },
  {
    path: 'profile/refer-friends/giftsent',
    screen: 'gifts-sent',
    handle: { title: m.giftSentTitle },
    requiresLogin: true,
  },
];

export { ReferralPanel } from './components/referral-panel';
