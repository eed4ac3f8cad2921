import { useMemo } from 'react';
import { useIntl } from 'react-intl';

/**
 * Dates and times in the app's language. Chromium (and Chrome) ship a reduced ICU without Mongolian, so
 * `Intl.DateTimeFormat('mn')` silently falls back to English ("Nov 22, 2026", "2:05 PM"). Mongolian is therefore
 * formatted here, always (not only when ICU lacks it, so every browser shows the same text), in CLDR's Mongolian
 * medium pattern `y 'оны' MMM'ын' d` with numeric month names ("2026 оны 11-р сарын 22") and the 24-hour clock
 * ("14:05"). Other languages go through Intl, which has their data.
 */
const isMongolian = (locale: string) => locale === 'mn' || locale.startsWith('mn-');
const pad = (n: number) => String(n).padStart(2, '0');
const toDate = (value: string | number | Date) => (value instanceof Date ? value : new Date(value));

/** A calendar date, e.g. "Nov 22, 2026", "2026 оны 11-р сарын 22", "2026年11月22日". Local time zone. */
export function formatDateIn(locale: string, value: string | number | Date): string {
  const date = toDate(value);
  if (isMongolian(locale)) return `${date.getFullYear()} оны ${date.getMonth() + 1}-р сарын ${date.getDate()}`;
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric' }).format(date);
}

/** A time of day, e.g. "2:05 PM", "14:05" (Mongolian and Chinese use the 24-hour clock). Local time zone. */
export function formatTimeIn(locale: string, value: string | number | Date): string {
  const date = toDate(value);
  if (isMongolian(locale)) return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(date);
}

/** `date` and `time` formatters bound to the current react-intl locale. */
export function useDateFormat() {
  const { locale } = useIntl();
  return useMemo(
    () => ({
      date: (value: string | number | Date) => formatDateIn(locale, value),
      time: (value: string | number | Date) => formatTimeIn(locale, value),
    }),
    [locale],
  );
}
