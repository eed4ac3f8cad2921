import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useIntl } from 'react-intl';
import { BellIcon } from '../../../components/icons';
import { useDateFormat } from '../../../i18n/format-date';
import type { Notification as AppNotification } from '../../../api/notifications';
import { notificationMessages as m } from '../messages';

/** One row: merchant logo, title, description and time; a dot while it was unread when the page loaded. */
export function NotificationItem({
  notification,
  unread,
  onOpen,
}: {
  notification: AppNotification;
  unread: boolean;
  onOpen: (notification: AppNotification) => void;
}) {
  const intl = useIntl();
  const { time } = useDateFormat();
  const image = notification.merchant?.logo ?? notification.merchant?.image ?? undefined;
  return (
    <ListItemButton onClick={() => onOpen(notification)} alignItems="flex-start" data-testid="notification-item">
      <ListItemAvatar>
        <Badge
          color="error"
          variant="dot"
          invisible={!unread}
          overlap="circular"
          aria-label={unread ? intl.formatMessage(m.unread) : undefined}
        >
          <Avatar src={image} alt="">
            <BellIcon />
          </Avatar>
        </Badge>
      </ListItemAvatar>
      <ListItemText
        primary={notification.title}
        secondary={
          <>
            {notification.description}
            <br />
            {time(notification.createdAt)}
          </>
        }
        slotProps={{ primary: { sx: { fontWeight: unread ? 700 : 400 } } }}
      />
    </ListItemButton>
  );
}
