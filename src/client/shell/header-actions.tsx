import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useUnreadCount } from '../api/notifications';
import { useAppSelector } from '../state/store';
import { BellIcon, PersonIcon } from '../components/icons';
import { formatBadgeCount } from '../lib/badge-count';
import { shellMessages } from './messages';

/** Profile icon with a '!' badge while the member's profile misses details. */
export function ProfileButton() {
  const intl = useIntl();
  const incomplete = useAppSelector((state) => state.session.user?.profileIncomplete ?? false);
  return (
    <IconButton
      color="inherit"
      component={Link}
      to="/profile"
      aria-label={intl.formatMessage(incomplete ? shellMessages.profileIncomplete : shellMessages.profile)}
    >
      <Badge badgeContent={incomplete ? '!' : null} color="error">
        <PersonIcon />
      </Badge>
    </IconButton>
  );
}

/** Notification bell: unread count ('+9' above 9); absent for guests; logged-out visitors go to /login. */
export function NotificationBell() {
  const intl = useIntl();
  const role = useAppSelector((state) => state.session.role);
  const unread = useUnreadCount(role === 'member');
  if (role === 'guest') return null;
  const count = role === 'member' ? (unread.data ?? 0) : 0;
  return (
    <IconButton
      color="inherit"
      component={Link}
      to={role === 'member' ? '/notification' : '/login'}
      aria-label={intl.formatMessage(shellMessages.notifications, { count })}
    >
      <Badge badgeContent={formatBadgeCount(count)} color="error">
        <BellIcon />
      </Badge>
    </IconButton>
  );
}
