import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { openState, todayHours } from '../../../../shared/rules';
import { nearMeMessages as m } from '../messages';

const STATE_MESSAGE = { open: m.openNow, closed: m.closedNow, unavailable: m.notAvailable } as const;
const STATE_COLOR = { open: 'success', closed: 'default', unavailable: 'default' } as const;

/** Open now / Closed now / Not available from today's hours (openState in src/shared/rules). */
export function OpenStateChip({ hours, now }: { hours: Record<string, string>; now: Date }) {
  const intl = useIntl();
  const state = openState(hours, now);
  return <Chip size="small" color={STATE_COLOR[state]} label={intl.formatMessage(STATE_MESSAGE[state])} />;
}

/** "Today: 09:00-18:00", "Closed today", or nothing when today's hours are not known. */
export function TodayHoursText({ hours, now }: { hours: Record<string, string>; now: Date }) {
  const intl = useIntl();
  const today = todayHours(hours, now);
  if (!today) return null;
  return (
    <Typography variant="body2" color="text.secondary">
      {today.text ? intl.formatMessage(m.todayHours, { hours: today.text }) : intl.formatMessage(m.closedToday)}
    </Typography>
  );
}
