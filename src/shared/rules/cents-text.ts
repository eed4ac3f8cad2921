/**
 * An amount's text to and from integer hundredths ("cents", issue 10), apart from ./money.ts (which re-exports both)
 * so that a screen showing prices loads these only, not the points and rate arithmetic.
 */
const AMOUNT_TEXT = /^(-?)([0-9]{1,12})(?:\.([0-9]{1,2}))?$/;

/** "12.5" → 1250, "-3" → -300; null when the text is not an amount with at most 2 decimals and 12 whole digits. */
export function toCents(text: string): number | null {
  const match = AMOUNT_TEXT.exec(text.trim());
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign === '-' && cents !== 0 ? -cents : cents;
}

/** 1250 → "12.50", -5 → "-0.05": the form every answer writes amounts in. */
export function fromCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`fromCents: cents must be a safe integer, got ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
