import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useIntl, type IntlShape } from 'react-intl';
import { formatAmount, groupByDate, type DateGroup } from '../../../../shared/rules';
import { useDateFormat } from '../../../i18n/format-date';
import type { ActivityItem } from '../../../api/feed';
import { feedMessages as m } from '../messages';

/** The group heading through react-intl, so Today / Yesterday / N days ago are translated (seed 000 §9). */
function groupLabel(intl: IntlShape, group: DateGroup<ActivityItem>): string {
  if (group.kind === 'today') return intl.formatMessage(m.today);
  if (group.kind === 'yesterday') return intl.formatMessage(m.yesterday);
  return intl.formatMessage(m.daysAgo, { days: group.daysAgo });
}

/** Point-of-sale transactions grouped by calendar day (groupByDate from src/shared/rules). */
export function ActivityGroups({ items, now, currency }: { items: ActivityItem[]; now: Date; currency: string }) {
  const intl = useIntl();
  const { time } = useDateFormat();
  return groupByDate(items, (item) => item.createdAt, now).map((group) => (
    <Box component="section" key={`${group.daysAgo}-${group.items[0]._id}`}>
      <Typography component="h2" variant="overline" color="text.secondary">
        {groupLabel(intl, group)}
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
            <ListItemText primary={item.title} secondary={`${item.description} · ${time(item.createdAt)}`} />
          </ListItem>
        ))}
      </List>
    </Box>
  ));
}
