import { isCardFilled, isStepFilled, stampName, stampsEarned } from './stamps';

describe('stamp fill (seed 001 §4: step i filled when collected > i)', () => {
  const steps = (collected: number, total: number) =>
    Array.from({ length: total }, (_, i) => isStepFilled(i, collected));

  it('collected 0 of 8: no step is filled (step 0 needs collected > 0)', () => {
    expect(steps(0, 8)).toEqual([false, false, false, false, false, false, false, false]);
  });

  it('collected 3 of 8: steps 0, 1, 2 are filled and steps 3 to 7 are empty', () => {
    expect(steps(3, 8)).toEqual([true, true, true, false, false, false, false, false]);
  });

  it('collected 8 of 8: all 8 steps are filled and the card is filled', () => {
    expect(steps(8, 8)).toEqual([true, true, true, true, true, true, true, true]);
    expect(isCardFilled(8, 8)).toBe(true);
  });

  it('collected 7 of 8: step 7 is still empty and the card is not filled', () => {
    expect(isStepFilled(7, 7)).toBe(false);
    expect(isCardFilled(7, 8)).toBe(false);
  });

  it('a card of 0 steps is never filled (0 of 0)', () => {
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
