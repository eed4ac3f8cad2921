/**
 * Time slots of one day and the NOW option (seed 002 §4, §5, §9): slots step by the outlet's paddingTime (30 min by
 * default) from each window's start, while the slot starts before the window ends; today only slots starting at or
 * after now + 29 minutes are offered. NOW is offered only when now + 29 minutes lies within one of today's windows,
 * and only for dine-in, or for pick-up and delivery that do not display slots as time ranges.
 *
 * Today's state, for the closed screens (the client shows the text): 'notStarted' = 'The order time for today has
 * not started', 'passed' = 'The order time for today has passed', 'closed' (no window today) = 'The working hours
 * are over'.
 */
import { SLOT_LEAD_MINUTES } from '../../constants/ordering';
import type { OrderMode } from '../../constants/ordering';
import type { LocalClock } from '../local-time';
import { estimatedDateText, minuteToTime } from './outlet-clock';
import { type ModeSchedule, windowsOn } from './schedule';

export interface TimeSlot {
  /** Minute of the day the slot starts and ends (the end is the next step or the window's end). */
  start: number;
  end: number;
  /** The cart's estimatedDate for this slot, 'YYYY-MM-DD HH:mm'. */
  value: string;
  /** 'HH:mm', or 'HH:mm - HH:mm' when the schedule displays time ranges. */
  label: string;
}

/** The earliest minute of today a slot (or NOW) may start at: now + 29 minutes. */
export const earliestStartToday = (now: LocalClock): number => now.minuteOfDay + SLOT_LEAD_MINUTES;

export function slotsOn(schedule: ModeSchedule, dayNumber: number, now: LocalClock): TimeSlot[] {
  if (dayNumber < now.dayNumber) return [];
  const earliest = dayNumber === now.dayNumber ? earliestStartToday(now) : 0;
  const byStart = new Map<number, TimeSlot>();
  for (const window of windowsOn(schedule, dayNumber)) {
    for (let start = window.start; start < window.end; start += schedule.stepMinutes) {
      if (start < earliest || byStart.has(start)) continue;
      const end = Math.min(start + schedule.stepMinutes, window.end);
      byStart.set(start, {
        start,
        end,
        value: estimatedDateText(dayNumber, start),
        label: schedule.isDisplayedAsTimeRange ? `${minuteToTime(start)} - ${minuteToTime(end)}` : minuteToTime(start),
      });
    }
  }
  return [...byStart.values()].sort((a, b) => a.start - b.start);
}

/** Whether the NOW option is offered for this mode today. */
export function isNowOffered(schedule: ModeSchedule, orderMode: OrderMode, now: LocalClock): boolean {
  if (orderMode !== 'dine_in' && schedule.isDisplayedAsTimeRange) return false;
  if (schedule.paddingDay > 0) return false;
  const lead = earliestStartToday(now);
  return windowsOn(schedule, now.dayNumber).some((window) => window.start <= lead && lead < window.end);
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
