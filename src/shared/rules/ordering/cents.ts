/**
 * Exact arithmetic for cart money: amounts are integer cents (money.ts toCents), rates and percents exact fractions
 * in BigInt, and every product of an amount and a rate is rounded once, half up, to the cent. No binary float ever
 * holds an amount, so 1.005 × 1 rounds to 1.01 and 0.10 + 0.20 is 0.30.
 */
import { divideHalfUp, parseRate, toCents } from '../money';

/** numerator / denominator, denominator > 0. */
export interface Fraction {
  numerator: bigint;
  denominator: bigint;
}

export const ZERO_FRACTION: Fraction = { numerator: 0n, denominator: 1n };

/** Cents of a decimal amount, or a RangeError naming what it is (a menu with a broken price is a data bug). */
export function centsOf(amount: string, what: string): number {
  const cents = toCents(amount);
  if (cents === null) throw new RangeError(`${what} must be a decimal amount such as "4.50", got "${amount}"`);
  return cents;
}

/** A rate written as a fraction ("0.07" = 7 %), as used by taxes and service charge. */
export function rateFraction(rate: string, what: string): Fraction {
  const parsed = parseRate(rate);
  if (!parsed) throw new RangeError(`${what} must be a rate such as "0.07", got "${rate}"`);
  return { numerator: parsed.numerator, denominator: parsed.scale };
}

/** A percent written as a number of percent ("12.5" = 12.5 %), as price rules write percentOff. */
export function percentFraction(percent: string, what: string): Fraction {
  const rate = rateFraction(percent, what);
  return { numerator: rate.numerator, denominator: rate.denominator * 100n };
}

export function addFractions(a: Fraction, b: Fraction): Fraction {
  return {
    numerator: a.numerator * b.denominator + b.numerator * a.denominator,
    denominator: a.denominator * b.denominator,
  };
}

/** cents × fraction, rounded half up to the cent. */
export function applyFraction(cents: number, fraction: Fraction): number {
  return Number(divideHalfUp(BigInt(cents) * fraction.numerator, fraction.denominator));
}

/**
 * The share of a tax-inclusive amount that is this tax: amount × rate / (1 + all inclusive rates). With one tax this
 * is the usual amount × rate / (1 + rate); with several, each takes its part of the same gross amount.
 */
export function inclusiveShare(cents: number, rate: Fraction, allRates: Fraction): Fraction {
  return {
    numerator: BigInt(cents) * rate.numerator * allRates.denominator,
    denominator: rate.denominator * (allRates.denominator + allRates.numerator),
  };
}

/** An exact fraction of cents (e.g. a tax before rounding) rounded half up to the cent. */
export const roundFraction = (fraction: Fraction): number =>
  Number(divideHalfUp(fraction.numerator, fraction.denominator));
