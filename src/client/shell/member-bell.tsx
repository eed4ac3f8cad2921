import { useUnreadCount } from '../api/notifications';
import { BellLink } from './header-actions';

/** A member's bell with the unread count, kept live by NotificationsLive (see header-actions.tsx for the chunk). */
export default function MemberBell() {
  const unread = useUnreadCount(true);
  return <BellLink to="/notification" count={unread.data ?? 0} />;
}
