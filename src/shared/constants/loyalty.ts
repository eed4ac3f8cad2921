/** Loyalty display (seed 000 §4, seed 001 §9). */

/** Tier progress bar: width of one tier, in pixels. */
export const TIER_PROGRESS_PX_PER_TIER = 150;
