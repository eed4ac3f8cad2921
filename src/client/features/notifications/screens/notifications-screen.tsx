import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListSubheader from '@mui/material/ListSubheader';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { groupByDate } from '../../../../shared/rules';
import type { DateGroup } from '../../../../shared/rules';
import {
  useMarkNotificationsRead,
  useNotifications,
  type Notification as AppNotification,
  type NotificationSort,
} from '../../../api/notifications';
import { FeedbackDialog } from '../components/feedback-dialog';
import { NotificationItem } from '../components/notification-item';
import { useMarkLoadedRead } from '../components/use-mark-loaded-read';
import { notificationMessages as m } from '../messages';
import { notificationPath } from '../notification-target';
import { ListError, LoadMoreSentinel } from '../../../components/list-states';

function GroupLabel({ group }: { group: DateGroup<AppNotification> }) {
  const intl = useIntl();
  if (group.kind === 'today') return intl.formatMessage(m.today);
  if (group.kind === 'yesterday') return intl.formatMessage(m.yesterday);
  return intl.formatMessage(m.daysAgo, { days: group.daysAgo });
}

/** /notification: newest or oldest first, grouped by day, 10 per page, read once loaded, taps routed by type. */
export default function NotificationsScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [sortBy, setSortBy] = useState<NotificationSort>('-createdAt');
  const [feedback, setFeedback] = useState<AppNotification | null>(null);
  const query = useNotifications(sortBy);
  const markAll = useMarkNotificationsRead();
  const items = useMemo(() => query.data?.pages.flatMap((p) => p.data) ?? [], [query.data]);
  const seenUnread = useMarkLoadedRead(items);
  const groups = useMemo(() => groupByDate(items, (n) => n.createdAt, new Date()), [items]);

  const open = (n: AppNotification) => {
    const path = notificationPath(n);
    if (path === 'feedback') setFeedback(n);
    else if (path) void navigate(path);
  };
  // The mutation refreshes the notifications resource, the bell's count included.
  const markAllRead = () => markAll.mutate([]);

  return (
    <Box sx={{ px: 2, pt: 1 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={sortBy}
          onChange={(_e, value: NotificationSort | null) => value && setSortBy(value)}
          aria-label={intl.formatMessage(m.sortLabel)}
        >
          <ToggleButton value="-createdAt">
            <FormattedMessage {...m.newest} />
          </ToggleButton>
          <ToggleButton value="createdAt">
            <FormattedMessage {...m.oldest} />
          </ToggleButton>
        </ToggleButtonGroup>
        <Button size="small" onClick={markAllRead} disabled={markAll.isPending || items.length === 0}>
          <FormattedMessage {...m.markAllRead} />
        </Button>
      </Stack>
      {query.isError && (
        <ListError
          error={query.error}
          retryLabel={intl.formatMessage(m.retry)}
          onRetry={() => void query.refetch()}
          fallback={intl.formatMessage(m.loadFailed)}
        />
      )}
      {query.isPending && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label={intl.formatMessage(m.title)} />
        </Box>
      )}
      {query.isSuccess && items.length === 0 && (
        <Typography color="text.secondary" align="center" sx={{ py: 6 }}>
          <FormattedMessage {...m.empty} />
        </Typography>
      )}
      {groups.map((group) => (
        <List
          key={`${group.daysAgo}-${group.items[0]._id}`}
          component="section"
          dense
          subheader={
            <ListSubheader component="h2" disableSticky sx={{ bgcolor: 'transparent', px: 0 }}>
              <GroupLabel group={group} />
            </ListSubheader>
          }
          sx={{ bgcolor: 'background.paper', borderRadius: 2, mb: 1.5 }}
        >
          {group.items.map((n) => (
            <NotificationItem key={n._id} notification={n} unread={seenUnread.has(n._id)} onOpen={open} />
          ))}
        </List>
      ))}
      <LoadMoreSentinel query={query} />
      {query.isFetchingNextPage && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
          <CircularProgress size={24} />
        </Box>
      )}
      {query.isSuccess && items.length > 0 && !query.hasNextPage && (
        <Typography color="text.secondary" align="center" variant="body2" sx={{ py: 2 }}>
          <FormattedMessage {...m.allLoaded} />
        </Typography>
      )}
      <FeedbackDialog notification={feedback} onClose={() => setFeedback(null)} />
    </Box>
  );
}
