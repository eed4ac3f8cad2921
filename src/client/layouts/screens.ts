// Every screen of the app and its layout variants. Features add theirs here; routes name screens by these ids.
import { registerScreen } from './registry';

const simple = () => import(/* webpackChunkName: "screens-default" */ './default/simple-screens');

// 'home' and 'merchant-detail' are registered by src/client/features/discovery and src/client/features/merchant.
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

registerScreen('feed', { default: () => simple().then((m) => ({ default: m.FeedScreen })) });
registerScreen('near-me', { default: () => simple().then((m) => ({ default: m.NearMeScreen })) });
registerScreen('my-rewards', { default: () => simple().then((m) => ({ default: m.MyRewardsScreen })) });
registerScreen('qr-scan', { default: () => simple().then((m) => ({ default: m.ScanScreen })) });
registerScreen('profile', { default: () => simple().then((m) => ({ default: m.ProfileScreen })) });
registerScreen('notifications', { default: () => simple().then((m) => ({ default: m.NotificationsScreen })) });
registerScreen('login', { default: () => simple().then((m) => ({ default: m.LoginScreen })) });
