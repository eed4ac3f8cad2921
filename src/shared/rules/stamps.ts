/**
 * Stamp cards (seed 001 §2 screen 12, §4 Stamp, §9), shared by the server (earning) and the client (the grid).
 */
import { STAMP_NAME_MAX_LENGTH } from '../constants/loyalty';
import { truncateDescription } from './text';

/** Seed 001 §4: step i (0-based) is filled when the count of collected stamps is above i. */
export const isStepFilled = (index: number, collected: number): boolean => collected > index;

/** A card is filled when every step is stamped; it then moves to 'Filled stamps'. */
export const isCardFilled = (collected: number, total: number): boolean => total > 0 && collected >= total;

/** Stamp and promotion names are cut to 30 characters (seed 001 §5), with an ellipsis when cut. */
export const stampName = (name: string): string => truncateDescription(name, STAMP_NAME_MAX_LENGTH);

/** What earns a stamp: a paid purchase at the merchant of at least `minAmount` (0: any purchase). */
export interface StampEarnRule {
  minAmount?: number;
}

/**
 * Stamps a paid purchase earns on one card (the program's rule): one per qualifying purchase. `totalCents` is the
 * purchase total in cents; the comparison is done in cents so $9.99 never rounds up to a $10 minimum.
 */
export function stampsEarned(rule: StampEarnRule, totalCents: number): number {
  if (!Number.isSafeInteger(totalCents) || totalCents <= 0) return 0;
  const minCents = Math.round((rule.minAmount ?? 0) * 100);
  return totalCents >= minCents ? 1 : 0;
}
