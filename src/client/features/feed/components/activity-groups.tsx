import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatAmount, groupByDate, type DateGroup } from '../../../../shared/rules';
import type { ActivityItem } from '../api/types';

/** The group heading through react-intl, so Today / Yesterday / N days ago are translated (seed 000 §9). */
function GroupLabel({ group }: { group: DateGroup<ActivityItem> }) {
  if (group.kind === 'today')
    return <FormattedMessage id="feed.activity.today" defaultMessage="Today" description="Activity group heading" />;
  if (group.kind === 'yesterday')
    return (
      <FormattedMessage id="feed.activity.yesterday" defaultMessage="Yesterday" description="Activity group heading" />
    );
  return (
    <FormattedMessage
      id="feed.activity.daysAgo"
      defaultMessage="{days} days ago"
      description="Activity group heading; days is 2 or more"
      values={{ days: group.daysAgo }}
    />
  );
}

/** Point-of-sale transactions grouped by calendar day (groupByDate from src/shared/rules). */
export function ActivityGroups({ items, now, currency }: { items: ActivityItem[]; now: Date; currency: string }) {
  const intl = useIntl();
  return groupByDate(items, (item) => item.createdAt, now).map((group) => (
    <Box component="section" key={`${group.daysAgo}-${group.items[0]._id}`}>
      <Typography component="h2" variant="overline" color="text.secondary">
        <GroupLabel group={group} />
      </Typography>
      <List disablePadding>
        {group.items.map((item) => (
          <ListItem
            key={item._id}
            divider
            sx={{ bgcolor: item.isRead ? undefined : 'action.hover', borderRadius: 1 }}
            secondaryAction={
              item.value !== null && Number.isFinite(Number(item.value)) ? (
                <Typography variant="subtitle2">{formatAmount(Number(item.value), currency)}</Typography>
              ) : undefined
            }
          >
            <ListItemText
              primary={item.title}
              secondary={`${item.description} · ${intl.formatTime(item.createdAt, { hour: '2-digit', minute: '2-digit' })}`}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  ));
}
