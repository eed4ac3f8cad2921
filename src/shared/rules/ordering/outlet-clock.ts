/**
 * The outlet's own clock (issue 11: every "today", slot and price-rule check runs in the outlet's IANA zone, with the
 * same code on client and server). Built on Intl only: no time-zone library, so the browser bundle stays small and
 * both sides read the same tz database the runtime ships.
 *
 * Estimated dates travel as outlet-local 'YYYY-MM-DD HH:mm' (seed 002 §9); `parseEstimatedDate` turns one into the
 * instant it means in the outlet's zone and `formatEstimatedDate` reads an instant back.
 */
import type { LocalClock } from '../local-time';

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;
const ESTIMATED_DATE = /^([0-9]{4})-([0-9]{2})-([0-9]{2}) ([0-9]{2}):([0-9]{2})$/;

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

function offsetAt(instant: number, timeZone: string): number {
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

/** 'YYYY-MM-DD' of an outlet day number (the inverse of LocalClock.dayNumber). */
export function dayNumberToDate(dayNumber: number): string {
  return new Date(dayNumber * MS_PER_DAY).toISOString().slice(0, 10);
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** 'HH:mm' of a minute of the day (0..1440; 1440 is written '24:00', the end of a day). */
export function minuteToTime(minuteOfDay: number): string {
  return `${pad2(Math.floor(minuteOfDay / 60))}:${pad2(minuteOfDay % 60)}`;
}

/** Minute of the day of an 'HH:mm' (as TimeOfDay writes it; '24:00' is 1440, the end of a day). */
export function timeToMinute(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  const minute = hours * 60 + minutes;
  if (!/^[0-9]{2}:[0-9]{2}$/.test(time) || minutes > 59 || minute > 1440) {
    throw new RangeError(`a time of day must be 'HH:mm' from 00:00 to 24:00, got '${time}'`);
  }
  return minute;
}

/** 'YYYY-MM-DD HH:mm' of an outlet day and minute. */
export const estimatedDateText = (dayNumber: number, minuteOfDay: number): string =>
  `${dayNumberToDate(dayNumber)} ${minuteToTime(minuteOfDay)}`;

/** The outlet-local 'YYYY-MM-DD HH:mm' of an instant (what the cart's `estimatedDate` holds). */
export function formatEstimatedDate(date: Date, timeZone: string): string {
  const clock = outletClock(date, timeZone);
  return estimatedDateText(clock.dayNumber, clock.minuteOfDay);
}

/** Day number and minute of an outlet-local 'YYYY-MM-DD HH:mm', or null when it is not a real date and time. */
export function readEstimatedDate(text: string): { dayNumber: number; minuteOfDay: number } | null {
  const match = ESTIMATED_DATE.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  if (month < 1 || month > 12 || hour > 23 || minute > 59) return null;
  const midnight = Date.UTC(year, month - 1, day);
  // Date.UTC rolls 02-30 over to 03-02: a day that does not exist reads back differently.
  if (new Date(midnight).getUTCDate() !== day) return null;
  return { dayNumber: midnight / MS_PER_DAY, minuteOfDay: hour * 60 + minute };
}

/**
 * The instant an outlet-local 'YYYY-MM-DD HH:mm' means in the zone, or null when the text is not a real date and
 * time. Around DST changes it follows the usual "compatible" choice (as Temporal and java.time do): a time skipped
 * by a spring-forward gap moves forward by the gap (London 2026-03-29 01:30 → 02:30 BST), a time that happens twice
 * in an autumn overlap is the earlier one (01:30 BST, not 01:30 GMT).
 */
export function parseEstimatedDate(text: string, timeZone: string): Date | null {
  const local = readEstimatedDate(text);
  if (!local) return null;
  const wallAsUtc = local.dayNumber * MS_PER_DAY + local.minuteOfDay * MS_PER_MINUTE;
  // The zone's offsets a day either side bracket any single DST change near this wall time.
  const offsetBefore = offsetAt(wallAsUtc - MS_PER_DAY, timeZone);
  const offsetAfter = offsetAt(wallAsUtc + MS_PER_DAY, timeZone);
  const candidates = [offsetBefore, offsetAfter]
    .map((offset) => wallAsUtc - offset * MS_PER_MINUTE)
    .filter((instant) => offsetAt(instant, timeZone) * MS_PER_MINUTE === wallAsUtc - instant);
  if (candidates.length > 0) return new Date(Math.min(...candidates));
  // In a gap no offset matches: read the wall time with the offset in force before the change.
  return new Date(wallAsUtc - offsetBefore * MS_PER_MINUTE);
}
