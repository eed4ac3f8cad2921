import { isCardFilled, isStepFilled, stampName, stampsEarned } from './stamps';

describe('stamp fill (seed 001 §4: step i filled when collected > i)', () => {
  it('fills the first 3 of 8 steps after 3 stamps', () => {
    const steps = Array.from({ length: 8 }, (_, i) => isStepFilled(i, 3));
    expect(steps).toEqual([true, true, true, false, false, false, false, false]);
  });

  it('fills nothing at 0 and everything at the total', () => {
    expect(isStepFilled(0, 0)).toBe(false);
    expect(Array.from({ length: 6 }, (_, i) => isStepFilled(i, 6)).every(Boolean)).toBe(true);
  });

  it('calls a card filled only when every step is stamped', () => {
    expect(isCardFilled(7, 8)).toBe(false);
    expect(isCardFilled(8, 8)).toBe(true);
    expect(isCardFilled(0, 0)).toBe(false);
  });
});

describe('stamp names (seed 001 §5: cut to 30 characters)', () => {
  it('keeps 30 characters and cuts 31 with an ellipsis', () => {
    const thirty = 'a'.repeat(30);
    expect(stampName(thirty)).toBe(thirty);
    expect(stampName(`${thirty}b`)).toBe(`${thirty}…`);
    expect(stampName('Coffee card: 8th cup free, every day')).toBe('Coffee card: 8th cup free, eve…');
  });
});

describe('stamps a purchase earns', () => {
  it('gives one stamp per purchase at or over the minimum, compared in cents', () => {
    expect(stampsEarned({ minAmount: 10 }, 1000)).toBe(1);
    expect(stampsEarned({ minAmount: 10 }, 999)).toBe(0);
    expect(stampsEarned({}, 1)).toBe(1);
    expect(stampsEarned({}, 0)).toBe(0);
    expect(stampsEarned({}, -500)).toBe(0);
  });
});
