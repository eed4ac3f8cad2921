/**
 * Estimated dates of the outlet's clock (./zone-clock.ts, re-exported here): they travel as outlet-local
 * 'YYYY-MM-DD HH:mm' (seed 002 §9); `parseEstimatedDate` turns one into the instant it means in the outlet's zone and
 * `formatEstimatedDate` reads an instant back.
 */
import { MS_PER_DAY, MS_PER_MINUTE, offsetAt, outletClock } from './zone-clock';

export * from './zone-clock';

const ESTIMATED_DATE = /^([0-9]{4})-([0-9]{2})-([0-9]{2}) ([0-9]{2}):([0-9]{2})$/;

/** 'YYYY-MM-DD' of an outlet day number (the inverse of LocalClock.dayNumber). */
export function dayNumberToDate(dayNumber: number): string {
  return new Date(dayNumber * MS_PER_DAY).toISOString().slice(0, 10);
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** 'HH:mm' of a minute of the day (0..1440; 1440 is written '24:00', the end of a day). */
export function minuteToTime(minuteOfDay: number): string {
  return `${pad2(Math.floor(minuteOfDay / 60))}:${pad2(minuteOfDay % 60)}`;
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
