/**
 * How the wallet's exact decimal strings ("1500.00", src/shared/api/money.ts) read on screen, and how what the
 * member types or slides becomes one. Display rounds to 0.01 here only; every sum and check stays in cents (shared
 * rules in src/shared/rules/money.ts and wallet.ts, and the server's ledger).
 */
import { centsOfNumber, fromCents, pointsToCurrencyCents, toCents } from '../../../../shared/rules/money';
import { displayBalance, formatAmount } from '../../../../shared/rules';

export interface PointUnit {
  type: string;
  isDecimal: boolean;
  pointToCurrencyValue: string;
}

/** A decimal string of the API as the number a selector or slider holds ("1500.00" → 1500). */
export const amountValue = (decimal: string): number => (toCents(decimal) ?? 0) / 100;

/** Points as the member reads them: whole unless the unit is decimal, with thousands separators (1,500). */
export function pointsNumber(decimal: string, unit: PointUnit): string {
  const value = displayBalance(amountValue(decimal), unit);
  return value.toLocaleString('en-US', { maximumFractionDigits: unit.isDecimal ? 2 : 0 });
}

/** Store credit (or any currency amount) with the currency symbol and 2 decimals: S$1,234.50. */
export const moneyText = (decimal: string, currencySymbol: string): string =>
  formatAmount(amountValue(decimal), currencySymbol);

/** What an amount the member chose (a number of points or credit) is sent as: "12.50". */
export const amountInput = (value: number): string => fromCents(centsOfNumber(Math.max(0, value)));

/** Currency value of a number of points (seed 001 §9: points × pointToCurrencyValue), exact, as a decimal string. */
export const pointsCurrencyValue = (points: number, unit: PointUnit): string =>
  fromCents(pointsToCurrencyCents(centsOfNumber(Math.max(0, points)), unit.pointToCurrencyValue));

/**
 * What a typed amount field holds as a number: digits with at most 2 decimals (none for whole points); anything
 * else (letters, a third decimal) is refused with null so the field keeps its last good value.
 */
export function parseTypedAmount(text: string, isWholeOnly: boolean): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  if (!(isWholeOnly ? /^\d{1,12}$/ : /^\d{1,12}(\.\d{0,2})?$/).test(trimmed)) return null;
  return Number(trimmed);
}
