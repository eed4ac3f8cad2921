// Merchant pages (seed 000 section 2): the merchant page with its food and retail variants, the landing route that
// redirects to the merchant's own site, promotions and memberships.
import type { FeatureRoute } from '../../lib/feature-route';
import { registerScreen } from '../../layouts/registry';
import { merchantTitles as m } from './titles';

const foodDetail = () => import(/* webpackChunkName: "merchant-food" */ './screens/food-merchant-detail-screen');

registerScreen('merchant-detail', {
  default: foodDetail,
  food: foodDetail,
  retail: () => import(/* webpackChunkName: "merchant-retail" */ './screens/retail-merchant-detail-screen'),
});
registerScreen('merchant-landing', {
  default: () => import(/* webpackChunkName: "merchant" */ './screens/merchant-landing-screen'),
});
registerScreen('promotion', {
  default: () => import(/* webpackChunkName: "merchant" */ './screens/promotion-screen'),
});
registerScreen('memberships', {
  default: () => import(/* webpackChunkName: "merchant" */ './screens/memberships-screen'),
});

export const routes: FeatureRoute[] = [
  // Same path as the shell's placeholder, so this replaces it; the splat carries tabs, referral, programs, promotions.
  { path: 'merchant-detail/:merchantId/*', screen: 'merchant-detail' },
  { path: 'next/merchant/:merchantId', screen: 'merchant-detail' },
  { path: 'merchants/:merchantId', screen: 'merchant-landing' },
  { path: 'merchants/:merchantId/:referralCode', screen: 'merchant-landing' },
  { path: 'promotions/:promotionId', screen: 'promotion', handle: { title: m.promotionTitle } },
  { path: 'memberships', screen: 'memberships', handle: { title: m.membershipsTitle }, requiresLogin: true },
];

// What other features may use from this one.
export { FollowToggle } from './components/follow-toggle';
export { OpenStateLabel } from './components/open-state-label';
