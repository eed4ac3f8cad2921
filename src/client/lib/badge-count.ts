/** Counts above this show as '+9' (seed 000 §2: the header bell; the feed's Activity tab uses the same rule). */
export const BADGE_MAX = 9;

/** A badge's text: nothing for zero (or no count), the count up to 9, '+9' above. */
export function formatBadgeCount(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > BADGE_MAX ? `+${BADGE_MAX}` : String(Math.floor(count));
}
