import { useIntl } from 'react-intl';
import type { OrderMode } from '../../../../shared/constants/ordering';
import { outletClock } from '../../../../shared/rules/ordering/zone-clock';
import { scheduleFor } from '../../../../shared/rules/ordering/schedule';
import { todayStatus } from '../../../../shared/rules/ordering/now-offered';
import type { OrderOutlet } from '../../../api/ordering-catalogue';
import { StatusBanner } from '../../../components/status-banner';
import { menuMessages as m } from '../menu-messages';

const NOTICE = { notStarted: m.notStarted, passed: m.passed, closed: m.workingHoursOver } as const;

/**
 * Ordering for NOW outside today's hours (seed 002 §8 closed states): 'The order time for today has not started',
 * 'The order time for today has passed', or 'The working hours are over' on a day without hours. Nothing when open
 * or when a later time is chosen.
 */
export function TodayNotice({
  outlet,
  mode,
  estimatedDate,
}: {
  outlet: OrderOutlet;
  mode: OrderMode;
  estimatedDate: string | null;
}) {
  const intl = useIntl();
  if (estimatedDate !== null) return null;
  const status = todayStatus(scheduleFor(outlet, mode), outletClock(new Date(), outlet.timeZone));
  if (status === 'open') return null;
  return (
    <StatusBanner severity="warning" data-testid="today-notice">
      {intl.formatMessage(NOTICE[status])}
    </StatusBanner>
  );
}
