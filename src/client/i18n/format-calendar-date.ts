import { zoneOffsetMinutes } from '../../shared/rules/ordering/outlet-clock';

/**
 * Dates and times in the app's language. Chromium (and Chrome) ship a reduced ICU without Mongolian, so
 * `Intl.DateTimeFormat('mn')` silently falls back to English ("Nov 22, 2026", "2:05 PM"). Mongolian is therefore
 * formatted here, always (not only when ICU lacks it, so every browser shows the same text), in CLDR's Mongolian
 * medium pattern `y 'оны' MMM'ын' d` with numeric month names ("2026 оны 11-р сарын 22") and the 24-hour clock
 * ("14:05"). Other languages go through Intl, which has their data.
 */
export const isMongolian = (locale: string) => locale === 'mn' || locale.startsWith('mn-');
export const toDate = (value: string | number | Date) => (value instanceof Date ? value : new Date(value));

/** The wall clock of `date` in `timeZone` (an outlet's), or in the browser's zone without one. */
export function wallClock(date: Date, timeZone: string | undefined) {
  if (!timeZone)
    return {
      year: date.getFullYear(),
      month: date.getMonth() + 1,
      day: date.getDate(),
      hour: date.getHours(),
      minute: date.getMinutes(),
    };
  const shifted = new Date(date.getTime() + zoneOffsetMinutes(date, timeZone) * 60_000);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

/**
 * A calendar date, e.g. "Nov 22, 2026", "2026 оны 11-р сарын 22", "2026年11月22日", in `timeZone` (an order's
 * outlet's, so the order shows the outlet's day wherever the phone is) or the browser's zone.
 */
export function formatDateIn(locale: string, value: string | number | Date, timeZone?: string): string {
  const date = toDate(value);
  if (isMongolian(locale)) {
    const wall = wallClock(date, timeZone);
    return `${wall.year} оны ${wall.month}-р сарын ${wall.day}`;
  }
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric', timeZone }).format(date);
}
