/**
 * The payment sheet's heights (seed 002 §2: bottom sheet breakpoints 0, 0.6, 0.7, 0.8), as fractions of the viewport
 * height. 0 is closed: dragging the sheet down past half its lowest open height lets it go.
 */
export const SHEET_SNAPS = [0, 0.6, 0.7, 0.8] as const;
export type SheetSnap = (typeof SHEET_SNAPS)[number];

/** Where the sheet opens. */
export const OPEN_SNAP: SheetSnap = 0.6;

/** The breakpoint nearest a dragged height (a tie goes to the lower one, as a let-go drag falls). */
export function nearestSnap(fraction: number): SheetSnap {
  return SHEET_SNAPS.reduce((best, snap) => (Math.abs(snap - fraction) < Math.abs(best - fraction) ? snap : best));
}

/** The next breakpoint up (1) or down (-1) from `current`, staying at the ends. */
export function stepSnap(current: SheetSnap, direction: 1 | -1): SheetSnap {
  const at = SHEET_SNAPS.indexOf(current);
  return SHEET_SNAPS[Math.min(SHEET_SNAPS.length - 1, Math.max(0, at + direction))];
}

/** The height a pointer at `clientY` gives a sheet anchored to the bottom of a viewport `viewportHeight` high. */
export function dragFraction(clientY: number, viewportHeight: number): number {
  if (viewportHeight <= 0) return 0;
  return Math.min(1, Math.max(0, (viewportHeight - clientY) / viewportHeight));
}
