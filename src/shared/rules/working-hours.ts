import { localClock } from './local-time';

/**
 * Merchant `contact.workingHours` (seed 000, section 3): an object keyed by weekday abbreviation whose values are
 * opening ranges in hours:minutes.
 *
 * Format decided here (the spec shows only "start-end values in hours:minutes"):
 * - keys `Mon Tue Wed Thu Fri Sat Sun`; lookup ignores case, so `mon` or `MON` also work;
 * - a value is one or more ranges `HH:mm-HH:mm` separated by commas, e.g. `'09:00-12:00, 13:00-18:00'`;
 *   hours 0..23 (one digit allowed), minutes 00..59, and `24:00` as an end;
 * - an end earlier than its start runs past midnight into the next day (`'18:00-02:00'`), so at 01:00 on Tuesday
 *   a Monday range can still be open;
 * - an end equal to its start means open around the clock (`'00:00-00:00'` or `'00:00-24:00'`);
 * - an empty string or `closed` (any case) means closed all that day;
 * - no entry for a day (or no workingHours at all) means the hours are not available.
 */
export type WorkingHours = Readonly<Record<string, string | null | undefined>>;

export const WEEKDAY_KEYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
export type WeekdayKey = (typeof WEEKDAY_KEYS)[number];

export type OpenState = 'open' | 'closed' | 'unavailable';

export interface TimeRange {
  /** Minutes since midnight, 0..1439. */
  start: number;
  /** Minutes since midnight of the start day; above 1440 when the range runs past midnight. */
  end: number;
  /** The range as written, normalised to `HH:mm-HH:mm`. */
  text: string;
}

export interface DayHours {
  day: WeekdayKey;
  /** Empty when the merchant is closed all that day. */
  ranges: TimeRange[];
  /** Normalised ranges joined by ', ', or '' when closed. */
  text: string;
}

const RANGE = /^(\d{1,2}):(\d{2})\s*-\s*(\d{1,2}):(\d{2})$/;
const DAY_MINUTES = 24 * 60;
const FORMAT_HINT = "expected 'HH:mm-HH:mm' ranges separated by commas (e.g. '09:00-12:00, 13:00-18:00'), or 'closed'";

export class WorkingHoursError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WorkingHoursError';
  }
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

function toMinutes(h: string, m: string, isEnd: boolean, day: string, raw: string): number {
  const hours = Number(h);
  const minutes = Number(m);
  const endOfDay = isEnd && hours === 24 && minutes === 0;
  if ((hours > 23 && !endOfDay) || minutes > 59) {
    throw new WorkingHoursError(
      `workingHours.${day}: '${raw}' has an impossible time ${h}:${m}; hours are 0-23 (24:00 only as an end), minutes 00-59`,
    );
  }
  return hours * 60 + minutes;
}

/** Parses one day's value; throws a WorkingHoursError naming the day and the accepted format. */
export function parseDayHours(day: WeekdayKey, value: string): DayHours {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed.toLowerCase() === 'closed') return { day, ranges: [], text: '' };
  const ranges = trimmed.split(',').map((part) => {
    const raw = part.trim();
    const match = RANGE.exec(raw);
    if (!match) throw new WorkingHoursError(`workingHours.${day}: '${raw}' is not a range; ${FORMAT_HINT}`);
    const start = toMinutes(match[1], match[2], false, day, raw);
    let end = toMinutes(match[3], match[4], true, day, raw);
    // Past midnight, or the whole day when end equals start.
    if (end <= start) end += DAY_MINUTES;
    const text = `${pad(Math.floor(start / 60))}:${match[2]}-${pad(Number(match[3]))}:${match[4]}`;
    return { start, end, text };
  });
  return { day, ranges, text: ranges.map((r) => r.text).join(', ') };
}

/** The value for a weekday, matching the key without regard to case; undefined when the day has no entry. */
function valueFor(workingHours: WorkingHours, day: WeekdayKey): string | undefined {
  const wanted = day.toLowerCase();
  for (const [key, value] of Object.entries(workingHours)) {
    if (key.trim().toLowerCase() === wanted && typeof value === 'string') return value;
  }
  return undefined;
}

/**
 * Lists every problem of a workingHours object (unknown keys, bad ranges) for validation on write; empty when
 * it is valid.
 */
export function checkWorkingHours(workingHours: unknown): string[] {
  if (workingHours === undefined || workingHours === null) return [];
  if (typeof workingHours !== 'object' || Array.isArray(workingHours)) {
    return [`workingHours must be an object keyed by ${WEEKDAY_KEYS.join(', ')}`];
  }
  const problems: string[] = [];
  const known = new Map(WEEKDAY_KEYS.map((k) => [k.toLowerCase(), k]));
  for (const [key, value] of Object.entries(workingHours)) {
    const day = known.get(key.trim().toLowerCase());
    if (!day) {
      problems.push(`workingHours: unknown day '${key}'; allowed keys are ${WEEKDAY_KEYS.join(', ')}`);
    } else if (value !== null && value !== undefined && typeof value !== 'string') {
      problems.push(`workingHours.${key}: must be a string; ${FORMAT_HINT}`);
    } else if (typeof value === 'string') {
      try {
        parseDayHours(day, value);
      } catch (error) {
        problems.push((error as Error).message);
      }
    }
  }
  return problems;
}

function dayHours(workingHours: WorkingHours | null | undefined, weekday: number): DayHours | null {
  if (!workingHours) return null;
  const day = WEEKDAY_KEYS[weekday];
  const value = valueFor(workingHours, day);
  return value === undefined ? null : parseDayHours(day, value);
}

/**
 * Today's hours at the merchant's offset, or null when they are not available (no entry for today, or an entry
 * that does not parse: shown as 'Not available' rather than breaking a list).
 */
export function todayHours(
  workingHours: WorkingHours | null | undefined,
  now: Date,
  utcOffsetMinutes?: number,
): DayHours | null {
  return usableDayHours(workingHours, localClock(now, utcOffsetMinutes).weekday);
}

/**
 * 'open' when now falls in one of today's ranges or in yesterday's range that runs past midnight; 'closed' when
 * today has hours (or is marked closed) and now is outside them; 'unavailable' when today has no usable entry and
 * no overnight range of yesterday covers now.
 */
export function openState(
  workingHours: WorkingHours | null | undefined,
  now: Date,
  utcOffsetMinutes?: number,
): OpenState {
  const clock = localClock(now, utcOffsetMinutes);
  const today = usableDayHours(workingHours, clock.weekday);
  const yesterday = usableDayHours(workingHours, (clock.weekday + 6) % 7);
  const minute = clock.minuteOfDay;
  const openToday = today?.ranges.some((r) => minute >= r.start && minute < r.end) ?? false;
  const openFromYesterday = yesterday?.ranges.some((r) => r.end > DAY_MINUTES && minute < r.end - DAY_MINUTES) ?? false;
  if (openToday || openFromYesterday) return 'open';
  return today ? 'closed' : 'unavailable';
}

/** A day's hours, or null when the day has no entry or its entry does not parse. */
function usableDayHours(workingHours: WorkingHours | null | undefined, weekday: number): DayHours | null {
  try {
    return dayHours(workingHours, weekday);
  } catch (error) {
    if (error instanceof WorkingHoursError) return null;
    throw error;
  }
}
