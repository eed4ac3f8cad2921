/**
 * The NOW option and today's state (seed 002 §4, §8): NOW is offered only when now + 29 minutes lies within one of
 * today's windows, and only for dine-in, or for pick-up and delivery that do not display slots as time ranges. Today's
 * state, for the closed screens (the client shows the text): 'notStarted' = 'The order time for today has not
 * started', 'passed' = 'The order time for today has passed', 'closed' (no window today) = 'The working hours are
 * over'.
 *
 * Apart from the slot lists of ./slots.ts (which re-exports this module): the menu's time button and today notice ask
 * only these, so its first load does without the estimated-date text the slots are written in.
 */
import { SLOT_LEAD_MINUTES } from '../../constants/ordering';
import type { OrderMode } from '../../constants/ordering';
import type { LocalClock } from '../local-time';
import { type ModeSchedule, type ScheduledOutlet, scheduleFor, windowsOn } from './schedule';
import { outletClock } from './zone-clock';

/** The earliest minute of today a slot (or NOW) may start at: now + 29 minutes. */
export const earliestStartToday = (now: LocalClock): number => now.minuteOfDay + SLOT_LEAD_MINUTES;

/** Whether the NOW option is offered for this mode today. */
export function isNowOffered(schedule: ModeSchedule, orderMode: OrderMode, now: LocalClock): boolean {
  if (orderMode !== 'dine_in' && schedule.isDisplayedAsTimeRange) return false;
  if (schedule.paddingDay > 0) return false;
  const lead = earliestStartToday(now);
  return windowsOn(schedule, now.dayNumber).some((window) => window.start <= lead && lead < window.end);
}

/**
 * Whether the outlet offers NOW for this mode at `now`: what the time button shows before its dialog loads. It is the
 * first order date's `isNowOffered` (order-time.ts), asked without building the dates and their slots.
 */
export function isNowOfferedAt(outlet: ScheduledOutlet, orderMode: OrderMode, now: Date): boolean {
  return isNowOffered(scheduleFor(outlet, orderMode), orderMode, outletClock(now, outlet.timeZone));
}

export type TodayStatus = 'open' | 'notStarted' | 'passed' | 'closed';

/** Whether ordering for today is open (now + 29 min inside a window), not started yet, over, or closed all day. */
export function todayStatus(schedule: ModeSchedule, now: LocalClock): TodayStatus {
  const windows = windowsOn(schedule, now.dayNumber);
  if (windows.length === 0) return 'closed';
  const lead = earliestStartToday(now);
  if (windows.some((window) => window.start <= lead && lead < window.end)) return 'open';
  return windows.some((window) => window.start > lead) ? 'notStarted' : 'passed';
}
