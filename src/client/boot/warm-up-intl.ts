/**
 * The page's first use of the Intl API loads the ICU data of the locale: 25–100 ms at Lighthouse's 4x CPU slowdown,
 * paid inside the first render when react-intl's IntlProvider checks the locale (`supportedLocalesOf`). Called in a
 * task of its own before that render, the cost stays a short task of its own instead of lengthening the render's.
 */
export function warmUpIntl(locale: string): void {
  Intl.NumberFormat.supportedLocalesOf(locale);
  Intl.DateTimeFormat.supportedLocalesOf(locale);
}
