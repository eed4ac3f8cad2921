import { dragFraction, nearestSnap, OPEN_SNAP, SHEET_SNAPS, stepSnap } from './sheet-snaps';

describe('payment sheet breakpoints', () => {
  it('are the seed’s 0, 0.6, 0.7, 0.8, opening at 0.6', () => {
    expect(SHEET_SNAPS).toEqual([0, 0.6, 0.7, 0.8]);
    expect(OPEN_SNAP).toBe(0.6);
  });

  it.each([
    [0.95, 0.8],
    [0.76, 0.8],
    [0.74, 0.7],
    [0.66, 0.7],
    [0.64, 0.6],
    [0.31, 0.6],
    [0.3, 0],
    [0.1, 0],
  ])('a sheet let go at %s settles at %s', (fraction, snap) => expect(nearestSnap(fraction)).toBe(snap));

  it('steps one breakpoint at a time and stays at the ends', () => {
    expect(stepSnap(0.6, 1)).toBe(0.7);
    expect(stepSnap(0.7, 1)).toBe(0.8);
    expect(stepSnap(0.8, 1)).toBe(0.8);
    expect(stepSnap(0.6, -1)).toBe(0);
    expect(stepSnap(0, -1)).toBe(0);
  });

  it('reads the dragged height from the pointer, within the viewport', () => {
    expect(dragFraction(400, 1000)).toBe(0.6);
    expect(dragFraction(-50, 1000)).toBe(1);
    expect(dragFraction(1200, 1000)).toBe(0);
    expect(dragFraction(10, 0)).toBe(0);
  });
});
