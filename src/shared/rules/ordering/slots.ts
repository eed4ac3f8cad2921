/**
 * Time slots of one day (seed 002 §4, §5, §9): slots step by the outlet's paddingTime (30 min by default) from each
 * window's start, while the slot starts before the window ends; only slots starting at or after now + 29 minutes are
 * offered: today's, and tomorrow's first minutes when now + 29 crosses midnight (at 23:40 tomorrow starts at 00:09). NOW and today's state are ./now-offered.ts, re-exported here.
 */
import type { LocalClock } from '../local-time';
import { earliestStartToday } from './now-offered';
import { estimatedDateText, minuteToTime } from './outlet-clock';
import { MINUTES_PER_DAY } from './zone-clock';
import { type ModeSchedule, windowsOn } from './schedule';

export * from './now-offered';

export interface TimeSlot {
  /** Minute of the day the slot starts and ends (the end is the next step or the window's end). */
  start: number;
  end: number;
  /** The cart's estimatedDate for this slot, 'YYYY-MM-DD HH:mm'. */
  value: string;
  /** 'HH:mm', or 'HH:mm - HH:mm' when the schedule displays time ranges. */
  label: string;
}

export function slotsOn(schedule: ModeSchedule, dayNumber: number, now: LocalClock): TimeSlot[] {
  if (dayNumber < now.dayNumber) return [];
  // Days ahead shift the lead back by a day's minutes each: at 23:40, today's 24:09 is tomorrow's 00:09.
  const earliest = Math.max(0, earliestStartToday(now) - (dayNumber - now.dayNumber) * MINUTES_PER_DAY);
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
