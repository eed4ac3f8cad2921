/**
 * The outlet's own clock (issue 11: every "today", slot and price-rule check runs in the outlet's IANA zone, with the
 * same code on client and server). Built on Intl only: no time-zone library, so the browser bundle stays small and
 * both sides read the same tz database the runtime ships.
 *
 * The wall clock, weekdays and 'HH:mm' reading; ./outlet-clock.ts adds the estimated dates ('YYYY-MM-DD HH:mm') and
 * re-exports this module. Apart because a screen that only asks "what time is it at the outlet" (the menu's today
 * notice and time button) then loads without the estimated-date text functions.
 */
import type { LocalClock } from '../local-time';

export const MS_PER_MINUTE = 60_000;
export const MS_PER_DAY = 86_400_000;
export const MINUTES_PER_DAY = 1440;

/** Creating an Intl.DateTimeFormat is slow (tens of µs); slot lists and price rules read the same zone many times. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', {
        timeZone,
        // h23, not hour12: false — some engines write midnight as "24" with the latter.
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
    } catch {
      throw new RangeError(`timeZone must be an IANA time zone such as 'Asia/Ulaanbaatar', got '${timeZone}'`);
    }
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether the runtime knows the zone (the server checks an outlet's `timeZone` with it before storing). */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClock(instant: number, timeZone: string): WallClock {
  const fields: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  return {
    year: fields.year,
    month: fields.month,
    day: fields.day,
    hour: fields.hour,
    minute: fields.minute,
    second: fields.second,
  };
}

function requireInstant(now: Date, caller: string): number {
  const time = now.getTime();
  if (Number.isNaN(time)) throw new RangeError(`${caller}: the date is an invalid Date`);
  return time;
}

/** Minutes east of UTC the zone is at that instant (+480 in Ulaanbaatar, +60 in London in summer). */
export function zoneOffsetMinutes(now: Date, timeZone: string): number {
  const instant = requireInstant(now, 'zoneOffsetMinutes');
  return offsetAt(instant, timeZone);
}

/** `zoneOffsetMinutes` of an instant in milliseconds (for the estimated-date parser of ./outlet-clock.ts). */
export function offsetAt(instant: number, timeZone: string): number {
  const wall = wallClock(instant, timeZone);
  const wallAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  // Seconds and milliseconds of the instant are dropped by the wall clock; real offsets are whole minutes.
  return Math.round((wallAsUtc - Math.floor(instant / 1000) * 1000) / MS_PER_MINUTE);
}

/**
 * The outlet's wall clock at `now`: weekday (0 = Sunday), minute of the day, calendar day and a day number (equal
 * numbers mean the same outlet-local day, whatever the DST offset).
 */
export function outletClock(now: Date, timeZone: string): LocalClock {
  const wall = wallClock(requireInstant(now, 'outletClock'), timeZone);
  const dayNumber = Math.floor(Date.UTC(wall.year, wall.month - 1, wall.day) / MS_PER_DAY);
  return {
    weekday: weekdayOfDay(dayNumber),
    minuteOfDay: wall.hour * 60 + wall.minute,
    dayNumber,
    year: wall.year,
    month: wall.month,
    day: wall.day,
  };
}

/** Weekday (0 = Sunday) of an outlet day number; 1970-01-01 (day 0) was a Thursday. */
export const weekdayOfDay = (dayNumber: number): number => (((dayNumber + 4) % 7) + 7) % 7;

/** Day of the month (1–31) of an outlet day number, for monthly schedules. */
export const dayOfMonth = (dayNumber: number): number => new Date(dayNumber * MS_PER_DAY).getUTCDate();

/** Weekday as price rules and schedules write it: 1 = Monday … 7 = Sunday (seed 002 §9: 7 means Sunday). */
export const isoWeekday = (weekday: number): number => (weekday === 0 ? 7 : weekday);

/** Minute of the day of an 'HH:mm' (as TimeOfDay writes it; '24:00' is 1440, the end of a day). */
export function timeToMinute(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  const minute = hours * 60 + minutes;
  if (!/^[0-9]{2}:[0-9]{2}$/.test(time) || minutes > 59 || minute > 1440) {
    throw new RangeError(`a time of day must be 'HH:mm' from 00:00 to 24:00, got '${time}'`);
  }
  return minute;
}
