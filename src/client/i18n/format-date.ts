import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { formatDateIn, isMongolian, toDate, wallClock } from './format-calendar-date';

// The calendar date (and the Mongolian wall-clock reading both use) is ./format-calendar-date.ts, apart so a screen
// that shows only dates (the menu's product card) does not load the time formatting and this hook.
export { formatDateIn };

const pad = (n: number) => String(n).padStart(2, '0');

/** A time of day, e.g. "2:05 PM", "14:05" (Mongolian and Chinese use the 24-hour clock), in `timeZone` or the browser's. */
export function formatTimeIn(locale: string, value: string | number | Date, timeZone?: string): string {
  const date = toDate(value);
  if (isMongolian(locale)) {
    const wall = wallClock(date, timeZone);
    return `${pad(wall.hour)}:${pad(wall.minute)}`;
  }
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone }).format(date);
}

/** `date` and `time` formatters bound to the current react-intl locale. */
export function useDateFormat() {
  const { locale } = useIntl();
  return useMemo(
    () => ({
      date: (value: string | number | Date, timeZone?: string) => formatDateIn(locale, value, timeZone),
      time: (value: string | number | Date, timeZone?: string) => formatTimeIn(locale, value, timeZone),
    }),
    [locale],
  );
}
