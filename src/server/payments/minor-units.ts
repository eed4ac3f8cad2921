/**
 * Livery keeps every amount in cents (hundredths of the currency); card providers want ISO 4217 minor units, which
 * are not hundredths for every currency: JPY or KRW have none, KWD or BHD have thousandths. Stripe's and Adyen's
 * zero- and three-decimal lists follow ISO 4217 for the currencies they settle.
 */
const ZERO_DECIMAL = new Set([
  'BIF',
  'CLP',
  'DJF',
  'GNF',
  'JPY',
  'KMF',
  'KRW',
  'PYG',
  'RWF',
  'UGX',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
]);
const THREE_DECIMAL = new Set(['BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND']);

/** `cents` of `currency` in its minor units (a whole number: a zero-decimal amount is rounded to whole units). */
export function minorUnits(cents: number, currency: string): number {
  const code = currency.toUpperCase();
  if (ZERO_DECIMAL.has(code)) return Math.round(cents / 100);
  if (THREE_DECIMAL.has(code)) return cents * 10;
  return cents;
}
