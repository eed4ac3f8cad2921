import { MembersOnly } from '../components/members-only';
import NotificationsScreen from './notifications-screen';

export default function NotificationsRoute() {
  return (
    <MembersOnly>
      <NotificationsScreen />
    </MembersOnly>
  );
}
