/** Counts above this show as '+9' (seed 000, header bell). */
export const BADGE_MAX = 9;

/** The bell's badge text: nothing for zero, the count up to 9, '+9' above. */
export function formatBadgeCount(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > BADGE_MAX ? `+${BADGE_MAX}` : String(Math.floor(count));
}
