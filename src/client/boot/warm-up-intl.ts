/**
 * The page's first use of the Intl API loads ICU's data for the locale: 120–180 ms at Lighthouse's 4x CPU slowdown,
 * paid inside the first render when react-intl's IntlProvider checks the locale (`supportedLocalesOf`). The start-up
 * (main.tsx) calls these steps one task each before that render: ICU's locale data (`Intl.Locale`), then the
 * numbers' and the dates' lists of locales, each a native call that cannot be cut further. Measured in a fresh
 * Chromium page at 4x: the locale 47–107 ms, numbers 46–116 ms, dates 11–17 ms, where the numbers' check alone first
 * took 121–179 ms (docs/benchmarks.md, "Where issue 14 stands (session 17)").
 */
export const INTL_WARM_UP: readonly ((locale: string) => void)[] = [
  (locale) => new Intl.Locale(locale).maximize(),
  (locale) => Intl.NumberFormat.supportedLocalesOf(locale),
  (locale) => Intl.DateTimeFormat.supportedLocalesOf(locale),
];
