import { TIER_PROGRESS_PX_PER_TIER } from '../constants/loyalty';

/** One entry of `Membership.requiredUsage.values` (seed 000, section 3). Missing numbers count as 0. */
export interface RequiredUsageValue {
  currentAmount?: number | null;
  currentCount?: number | null;
  requiredAmount?: number | null;
  requiredCount?: number | null;
}

export interface TierLike {
  isActive?: boolean | null;
  requiredUsage?: { values?: readonly RequiredUsageValue[] | null } | null;
}

export interface TierProgress {
  /** Index of the active tier in the given order; 0 when no tier is active (the bar starts at the first tier). */
  index: number;
  /** Share of the tier's requirement reached, 0..1. */
  fraction: number;
  /** index + fraction: where the marker sits, in tiers. */
  position: number;
  /** position × 150 px. */
  px: number;
  /** Width of the whole bar: one 150 px segment per tier. */
  totalPx: number;
}

function share(current: number | null | undefined, required: number | null | undefined): number {
  if (!required || required <= 0) return 0;
  return Math.max(0, (current ?? 0) / required);
}

/**
 * Share of a requirement reached: for each value the better of amount and count (either one qualifies), and the
 * best over the values (any of them qualifies); capped at 1. A tier without requirements counts as reached.
 */
export function requirementFraction(values: readonly RequiredUsageValue[] | null | undefined): number {
  const withRequirement = (values ?? []).filter((v) => (v.requiredAmount ?? 0) > 0 || (v.requiredCount ?? 0) > 0);
  if (withRequirement.length === 0) return values && values.length > 0 ? 1 : 0;
  const best = Math.max(
    ...withRequirement.map((v) =>
      Math.max(share(v.currentAmount, v.requiredAmount), share(v.currentCount, v.requiredCount)),
    ),
  );
  return Math.min(1, best);
}

/**
 * Tier progress bar (section 4): position = active tier index + fraction of the required amount or count reached,
 * 150 px per tier. Tiers are in display order (lowest first); the active one is the last with `isActive`. The
 * fraction is read from the active tier's own `requiredUsage` (what it takes to move on from it); without an
 * active tier, from the first tier's.
 */
export function tierProgress(tiers: readonly TierLike[], pxPerTier: number = TIER_PROGRESS_PX_PER_TIER): TierProgress {
  if (tiers.length === 0) return { index: 0, fraction: 0, position: 0, px: 0, totalPx: 0 };
  let index = 0;
  tiers.forEach((tier, i) => {
    if (tier.isActive) index = i;
  });
  const fraction = requirementFraction(tiers[index].requiredUsage?.values);
  const position = index + fraction;
  return { index, fraction, position, px: position * pxPerTier, totalPx: tiers.length * pxPerTier };
}
