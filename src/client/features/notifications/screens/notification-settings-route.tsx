import { MembersOnly } from '../components/members-only';
import NotificationSettingsScreen from './notification-settings-screen';

export default function NotificationSettingsRoute() {
  return (
    <MembersOnly>
      <NotificationSettingsScreen />
    </MembersOnly>
  );
}
