import { Suspense, lazy } from 'react';
import { useIntl } from 'react-intl';
import { useAppSelector } from '../state/store';
import { BellIcon, PersonIcon } from '../components/icons';
import { formatBadgeCount } from '../lib/badge-count';
import { HeaderIcon } from './header-icon';
import { shellMessages } from './messages';

// A member's unread count needs the notification API's code (and its schemas' library): it loads in its own chunk,
// after the first screen, and the bell shows no count until then. Visitors never load it.
const MemberBell = lazy(() => import(/* webpackChunkName: "member-bell" */ './member-bell'));

/** Profile icon with a '!' badge while the member's profile misses details. */
export function ProfileButton() {
  const intl = useIntl();
  const incomplete = useAppSelector((state) => state.session.user?.profileIncomplete ?? false);
  return (
    <HeaderIcon
      to="/profile"
      label={intl.formatMessage(incomplete ? shellMessages.profileIncomplete : shellMessages.profile)}
      badge={incomplete ? '!' : null}
    >
      <PersonIcon />
    </HeaderIcon>
  );
}

/** The bell as a link: to the notifications (members) or to /login (visitors), with the unread count. */
export function BellLink({ to, count }: { to: string; count: number }) {
  const intl = useIntl();
  return (
    <HeaderIcon
      to={to}
      label={intl.formatMessage(shellMessages.notifications, { count })}
      badge={formatBadgeCount(count)}
    >
      <BellIcon />
    </HeaderIcon>
  );
}

/** Notification bell: unread count ('+9' above 9); absent for guests; logged-out visitors go to /login. */
export function NotificationBell() {
  const role = useAppSelector((state) => state.session.role);
  if (role === 'guest') return null;
  if (role === 'anonymous') return <BellLink to="/login" count={0} />;
  return (
    <Suspense fallback={<BellLink to="/notification" count={0} />}>
      <MemberBell />
    </Suspense>
  );
}
