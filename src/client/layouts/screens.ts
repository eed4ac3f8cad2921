// Every screen of the app and its layout variants. Features add theirs here; routes name screens by these ids.
import { registerScreen } from './registry';

const simple = () => import(/* webpackChunkName: "screens-default" */ './default/simple-screens');

export const SCREEN_IDS = [
  'home',
  'merchant-detail',
  'feed',
  'near-me',
  'my-rewards',
  'qr-scan',
  'profile',
  'notifications',
  'login',
] as const;

export type ScreenId = (typeof SCREEN_IDS)[number];

registerScreen('home', {
  default: () => import(/* webpackChunkName: "home" */ './default/home-screen'),
  food: () => import(/* webpackChunkName: "home-food" */ './food/home-screen'),
  retail: () => import(/* webpackChunkName: "home-retail" */ './retail/home-screen'),
});
registerScreen('merchant-detail', {
  default: () => import(/* webpackChunkName: "merchant-detail" */ './default/merchant-detail-screen'),
});
registerScreen('feed', { default: () => simple().then((m) => ({ default: m.FeedScreen })) });
registerScreen('near-me', { default: () => simple().then((m) => ({ default: m.NearMeScreen })) });
registerScreen('my-rewards', { default: () => simple().then((m) => ({ default: m.MyRewardsScreen })) });
registerScreen('qr-scan', { default: () => simple().then((m) => ({ default: m.ScanScreen })) });
registerScreen('profile', { default: () => simple().then((m) => ({ default: m.ProfileScreen })) });
registerScreen('notifications', { default: () => simple().then((m) => ({ default: m.NotificationsScreen })) });
registerScreen('login', { default: () => simple().then((m) => ({ default: m.LoginScreen })) });
