/**
 * Exact money and points (issue 10): amounts travel as decimal strings with at most 2 decimals and are computed
 * here in integer hundredths ("cents"), never as binary fractions. A rate (the loyalty unit's pointToCurrencyValue)
 * may carry up to 6 decimals; products with it are done in BigInt and rounded half up to the cent.
 */
import { roundHalfUp } from './round';

/** Largest amount the database column numeric(14,2) holds, in hundredths. */
export const MAX_AMOUNT_CENTS = 999_999_999_999_99;

const RATE_TEXT = /^([0-9]{1,6})(?:\.([0-9]{1,6}))?$/;

// An amount's text to and from cents is its own module: the menu and the cart's first screen use that and nothing
// else of this file.
export { fromCents, toCents } from './cents-text';

/** A display number (what a slider or stepper holds, e.g. 12.5) as cents, rounded half up as typed (1.005 → 101). */
export const centsOfNumber = (value: number): number => Math.round(roundHalfUp(value, 2) * 100);

/** A rate "0.01" as an exact fraction numerator / 10^scale; null when it is not a rate. */
export function parseRate(rate: string): { numerator: bigint; scale: bigint } | null {
  const match = RATE_TEXT.exec(rate.trim());
  if (!match) return null;
  const [, whole, fraction = ''] = match;
  return { numerator: BigInt(whole + fraction), scale: 10n ** BigInt(fraction.length) };
}

function requireRate(rate: string) {
  const parsed = parseRate(rate);
  if (!parsed) throw new RangeError(`not a pointToCurrencyValue: "${rate}"`);
  return parsed;
}

/** a / b rounded half up (away from zero), for b > 0. */
export function divideHalfUp(a: bigint, b: bigint): bigint {
  const negative = a < 0n;
  const abs = negative ? -a : a;
  const quotient = (abs * 2n + b) / (2n * b);
  return negative ? -quotient : quotient;
}

/**
 * Currency value of points (seed 001 §9: currency = points × pointToCurrencyValue), in cents, rounded half up to the
 * cent: 1500 points at 0.01 → 1500 cents ($15.00); 333 points at 0.015 → 500 cents (4.995 rounds up).
 */
export function pointsToCurrencyCents(pointCents: number, rate: string): number {
  const { numerator, scale } = requireRate(rate);
  return Number(divideHalfUp(BigInt(pointCents) * numerator, scale));
}

/**
 * Most points whose currency value is at most `currencyCents` (the redeem form moves amount and value together, and
 * a register total caps the points): whole points unless the unit is decimal. Rate 0 buys nothing → 0.
 */
export function currencyToPointCents(currencyCents: number, rate: string, isDecimal: boolean): number {
  const { numerator, scale } = requireRate(rate);
  if (numerator === 0n || currencyCents <= 0) return 0;
  const step = isDecimal ? 1n : 100n;
  // points × rate ≤ currency  ⇔  points ≤ currency × scale / numerator; floor to the unit's step.
  const most = (BigInt(currencyCents) * scale) / numerator;
  return Number((most / step) * step);
}

/** Whole points are multiples of 100 cents; decimal units allow any cent. */
export const isPointAmountAllowed = (pointCents: number, isDecimal: boolean): boolean =>
  isDecimal || pointCents % 100 === 0;

/** Whether text is a rate the loyalty unit may carry. */
export const isRate = (rate: string): boolean => parseRate(rate) !== null;
