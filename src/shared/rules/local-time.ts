/**
 * Wall-clock reading of an instant at a fixed UTC offset. Rules take the offset explicitly (minutes east of UTC,
 * e.g. +480 for Ulaanbaatar) so they give the same answer on client and server; offsets are DST-free, the caller
 * picks the offset valid at `now`. When the offset is omitted the runtime's own zone at that instant is used, which
 * in the browser is the customer's device.
 */
export interface LocalClock {
  /** 0 = Sunday … 6 = Saturday (as `Date#getUTCDay`). */
  weekday: number;
  /** Minutes since local midnight, 0..1439. */
  minuteOfDay: number;
  /** Whole days since 1970-01-01 in local time: equal numbers mean the same calendar day. */
  dayNumber: number;
  year: number;
  /** 1..12 */
  month: number;
  /** 1..31 */
  day: number;
}

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;
/** Real offsets lie between UTC-12:00 and UTC+14:00. */
const MAX_OFFSET_MINUTES = 14 * 60;

export function resolveOffsetMinutes(now: Date, utcOffsetMinutes?: number): number {
  if (utcOffsetMinutes === undefined) return -now.getTimezoneOffset();
  if (!Number.isInteger(utcOffsetMinutes) || Math.abs(utcOffsetMinutes) > MAX_OFFSET_MINUTES) {
    throw new RangeError(
      `utcOffsetMinutes must be a whole number of minutes from -${MAX_OFFSET_MINUTES} to ${MAX_OFFSET_MINUTES}, got ${utcOffsetMinutes}`,
    );
  }
  return utcOffsetMinutes;
}

export function localClock(now: Date, utcOffsetMinutes?: number): LocalClock {
  const time = now.getTime();
  if (Number.isNaN(time)) throw new RangeError('localClock: now is an invalid Date');
  const shifted = new Date(time + resolveOffsetMinutes(now, utcOffsetMinutes) * MS_PER_MINUTE);
  return {
    weekday: shifted.getUTCDay(),
    minuteOfDay: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
    dayNumber: Math.floor(shifted.getTime() / MS_PER_DAY),
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
  };
}
