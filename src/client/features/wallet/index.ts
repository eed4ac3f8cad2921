// The wallet (seed 001 §2–§9, issue 10): the member rewards area per merchant (membership card, point and store
// credit tabs, redeem QR, buying credit), the points and store credit transactions, and gifting by phone.
import { lazy } from 'react';
import type { FeatureRoute } from '../../lib/feature-route';
import { registerScreen } from '../../layouts/registry';
import { walletTitles as t } from './titles';

registerScreen('wallet-point-area', {
  default: () => import(/* webpackChunkName: "wallet" */ './screens/point-area-screen'),
});
registerScreen('wallet-credit-area', {
  default: () => import(/* webpackChunkName: "wallet" */ './screens/credit-area-screen'),
});
registerScreen('wallet-points-list', {
  default: () => import(/* webpackChunkName: "wallet" */ './screens/points-list-screen'),
});
registerScreen('wallet-store-values', {
  default: () => import(/* webpackChunkName: "wallet" */ './screens/store-values-screen'),
});
registerScreen('wallet-gift', {
  default: () => import(/* webpackChunkName: "wallet-gift" */ './screens/gift-screen'),
});

export const routes: FeatureRoute[] = [
  { path: 'next/my/point/:merchantId', screen: 'wallet-point-area', handle: { title: t.rewards }, requiresLogin: true },
  {
    path: 'next/my/credits/:subdomain',
    screen: 'wallet-credit-area',
    handle: { title: t.rewards },
    requiresLogin: true,
  },
  // :list is active or inActive (seed 001 §2); the merchant is ?merchant= (the app's own by default).
  { path: 'next/my/points/:list', screen: 'wallet-points-list', handle: { title: t.points }, requiresLogin: true },
  {
    path: 'store-values/:merchantId/:balance',
    screen: 'wallet-store-values',
    handle: { title: t.storeCredit },
    requiresLogin: true,
  },
  { path: 'profile/refer-friends/:merchantId', screen: 'wallet-gift', handle: { title: t.gift }, requiresLogin: true },
];

// What other features may use from this one: addresses for links, and the program Activity list (its own chunk).
export { balanceAreaPath, storeValuesPath } from './lib/paths';
export const ProgramActivity = lazy(() => import(/* webpackChunkName: "wallet" */ './components/program-activity'));
