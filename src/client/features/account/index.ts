// Account (seed 000 §2 Account): profile menu (default and retail variants), profile detail, verification,
// change phone, biometrics, addresses, referral and the social-login data page.
import type { FeatureRoute } from '../../lib/feature-route';
import { registerScreen } from '../../layouts/registry';
import { accountTitles as m } from './titles';

registerScreen('account-profile', {
  default: () => import(/* webpackChunkName: "account-profile" */ './screens/profile-screen'),
  retail: () => import(/* webpackChunkName: "account-profile-retail" */ './screens/profile-retail-screen'),
});
registerScreen('account-detail', {
  default: () => import(/* webpackChunkName: "account" */ './screens/profile-detail-screen'),
});
registerScreen('account-verify', {
  default: () => import(/* webpackChunkName: "account" */ './screens/verify-contact-screen'),
});
registerScreen('account-change-phone', {
  default: () => import(/* webpackChunkName: "account" */ './screens/change-phone-screen'),
});
registerScreen('account-web-auth', {
  default: () => import(/* webpackChunkName: "account" */ './screens/web-auth-screen'),
});
registerScreen('account-address', {
  default: () => import(/* webpackChunkName: "account" */ './screens/address-screen'),
});
registerScreen('account-refer', {
  default: () => import(/* webpackChunkName: "account" */ './screens/refer-friends-screen'),
});
registerScreen('account-fb-unlink', {
  default: () => import(/* webpackChunkName: "account" */ './screens/fb-unlink-screen'),
});

/** Every account route needs a session (anonymous → /login, seed 000 §6); /profile/fbunlink is public help. */
export const routes: FeatureRoute[] = [
  { path: 'profile/*', screen: 'account-profile', handle: { title: m.profileTitle }, requiresLogin: true },
  { path: 'profile_detail', screen: 'account-detail', handle: { title: m.myProfile }, requiresLogin: true },
  { path: 'profile/otp/:type', screen: 'account-verify', handle: { title: m.myProfile }, requiresLogin: true },
  { path: 'change_phone', screen: 'account-change-phone', handle: { title: m.changePhone }, requiresLogin: true },
  { path: 'webAuth', screen: 'account-web-auth', handle: { title: m.biometric }, requiresLogin: true },
  { path: 'next/my/address', screen: 'account-address', handle: { title: m.address }, requiresLogin: true },
  {
    path: 'profile/refer-friends',
    screen: 'account-refer',
    handle: { title: m.referFriends },
    requiresLogin: true,
  },
  { path: 'profile/fbunlink', screen: 'account-fb-unlink', handle: { title: m.fbTitle } },
];
