// Notifications (seed 000 §2 /notification and notification settings): list, settings and the live connection.
import type { FeatureRoute } from '../../lib/feature-route';
import { registerScreen } from '../../layouts/registry';
import { notificationTitles as m } from './titles';

export { NotificationsLive } from './components/notifications-live';

registerScreen('notifications-list', {
  default: () => import(/* webpackChunkName: "notifications" */ './screens/notifications-route'),
});
registerScreen('notification-settings', {
  default: () => import(/* webpackChunkName: "notification-settings" */ './screens/notification-settings-route'),
});

export const routes: FeatureRoute[] = [
  { path: 'notification', screen: 'notifications-list', handle: { title: m.title }, requiresLogin: true },
  {
    path: 'profile/notificationSetting',
    screen: 'notification-settings',
    handle: { title: m.settingsTitle },
    requiresLogin: true,
  },
];
