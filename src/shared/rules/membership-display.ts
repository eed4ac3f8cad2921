/**
 * The membership progress popup (seed 001 §2 screen 9, §4 Membership tiers, §9 durations), shared so the numbers
 * are tested once. Tier position and px are `tierProgress` (tier-progress.ts).
 */
import { DAYS_PER_MONTH, DAYS_PER_YEAR } from '../constants/loyalty';

export type TierState = 'active' | 'completed' | 'progressing';

/**
 * Seed 001 §4: the active tier is marked active, lower-index tiers completed, the rest progressing. Without an
 * active tier (activeIndex -1) every tier is progressing.
 */
export function tierState(index: number, activeIndex: number): TierState {
  if (activeIndex < 0) return 'progressing';
  if (index === activeIndex) return 'active';
  return index < activeIndex ? 'completed' : 'progressing';
}

export interface Duration {
  unit: 'days' | 'months' | 'years';
  count: number;
}

/**
 * A `withinDays` requirement as shown (seed 001 §9): in years when the days divide by 365 (730 → 2 years), in
 * months when they divide by 30 (90 → 3 months), else in days (45 → 45 days). Years win when both divide (10 950).
 */
export function membershipDuration(days: number): Duration {
  if (!Number.isInteger(days) || days <= 0) return { unit: 'days', count: Math.max(0, Math.trunc(days)) };
  if (days % DAYS_PER_YEAR === 0) return { unit: 'years', count: days / DAYS_PER_YEAR };
  if (days % DAYS_PER_MONTH === 0) return { unit: 'months', count: days / DAYS_PER_MONTH };
  return { unit: 'days', count: days };
}
