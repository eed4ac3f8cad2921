/**
 * Store credit and points in the payment modal (seed 002 §5): store credit is capped at the smaller of (final price
 * − the entered points' value) and the credit balance; points at the smaller of (the remaining price ÷ the point's
 * currency value) and the point balance. A larger entry is replaced by its cap; amounts are rounded to 2 decimals.
 * "Pay in full" enters the cap. The server checks the placement's payments with the same caps.
 *
 * Amounts are cents and points are hundredths of a point ("point cents"), as in money.ts; the point value is
 * points × pointToCurrencyValue rounded half up to the cent.
 */
import { centsOfNumber, currencyToPointCents, isPointAmountAllowed, pointsToCurrencyCents } from '../money';

export interface RewardBalances {
  /** Store credit the customer holds, cents. */
  creditBalanceCents: number;
  /** Points the customer holds, hundredths of a point. */
  pointBalanceCents: number;
  /** Currency value of one point, e.g. "0.01". */
  pointToCurrencyValue: string;
  /** Whether the merchant's points may be fractional (else whole points only). */
  isDecimalPoints: boolean;
}

export interface RewardEntry {
  creditCents: number;
  pointCents: number;
}

/** Most store credit usable next to `pointCents` points on an order of `finalCents`. */
export function creditCapCents(finalCents: number, pointCents: number, balances: RewardBalances): number {
  const pointValue = pointsToCurrencyCents(pointCents, balances.pointToCurrencyValue);
  return Math.max(0, Math.min(finalCents - pointValue, balances.creditBalanceCents));
}

/** Most points usable next to `creditCents` of store credit: the rest of the price in points, within the balance. */
export function pointCapCents(finalCents: number, creditCents: number, balances: RewardBalances): number {
  const remaining = Math.max(0, finalCents - creditCents);
  const { pointToCurrencyValue, isDecimalPoints, pointBalanceCents } = balances;
  return Math.max(
    0,
    Math.min(currencyToPointCents(remaining, pointToCurrencyValue, isDecimalPoints), pointBalanceCents),
  );
}

/** A typed amount (a number with any decimals; negative or NaN count as 0) rounded to 2 decimals and capped. */
export function capTypedAmount(typed: number, capCents: number): number {
  if (!Number.isFinite(typed) || typed <= 0) return 0;
  return Math.min(centsOfNumber(typed), capCents);
}

/** The store-credit field after typing: the typed amount, or the cap when it is larger. */
export const enterCredit = (typed: number, finalCents: number, entry: RewardEntry, balances: RewardBalances) =>
  capTypedAmount(typed, creditCapCents(finalCents, entry.pointCents, balances));

/** The points field after typing: the typed points (whole points unless the unit is decimal), or the cap. */
export function enterPoints(typed: number, finalCents: number, entry: RewardEntry, balances: RewardBalances): number {
  const points = capTypedAmount(typed, pointCapCents(finalCents, entry.creditCents, balances));
  return balances.isDecimalPoints ? points : points - (points % 100);
}

/** What is still to pay by card (or at the counter) after the rewards entered. */
export function dueAfterRewardsCents(finalCents: number, entry: RewardEntry, balances: RewardBalances): number {
  const pointValue = pointsToCurrencyCents(entry.pointCents, balances.pointToCurrencyValue);
  return Math.max(0, finalCents - entry.creditCents - pointValue);
}

/** The entry that breaks a cap ('credit' or 'points'), or null: the server refuses a placement that breaks one. */
export function rewardCapBreach(
  finalCents: number,
  entry: RewardEntry,
  balances: RewardBalances,
): 'credit' | 'points' | null {
  if (entry.creditCents < 0 || entry.creditCents > creditCapCents(finalCents, entry.pointCents, balances)) {
    return 'credit';
  }
  if (
    entry.pointCents < 0 ||
    !isPointAmountAllowed(entry.pointCents, balances.isDecimalPoints) ||
    entry.pointCents > pointCapCents(finalCents, entry.creditCents, balances)
  ) {
    return 'points';
  }
  return null;
}
