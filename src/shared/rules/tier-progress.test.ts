import { requirementFraction, tierProgress } from './tier-progress';

describe('tier progress bar: active tier index + fraction reached, 150 px per tier (section 4)', () => {
  const bronze = { isActive: true, requiredUsage: { values: [{ currentAmount: 250, requiredAmount: 1000 }] } };
  const silver = { isActive: false, requiredUsage: { values: [{ currentAmount: 0, requiredAmount: 5000 }] } };
  const gold = { isActive: false };

  it('Bronze (index 0) active with 250 of 1000 reached: 0 + 0.25 tiers × 150 = 37.5 px of a 450 px bar', () => {
    expect(tierProgress([bronze, silver, gold])).toEqual({
      index: 0,
      fraction: 0.25,
      position: 0.25,
      px: 37.5,
      totalPx: 450,
    });
  });

  it('the last active tier counts: Silver (index 1) with 2500 of 5000 reached sits at 1 + 0.5 = 1.5 tiers = 225 px', () => {
    const s = { ...silver, isActive: true, requiredUsage: { values: [{ currentAmount: 2500, requiredAmount: 5000 }] } };
    expect(tierProgress([bronze, s, gold])).toMatchObject({ index: 1, fraction: 0.5, position: 1.5, px: 225 });
  });

  it('the top tier (index 2 of 3) with 1000 of 1000 reached fills the bar: 2 + 1 = 3 tiers = 450 px', () => {
    const top = { isActive: true, requiredUsage: { values: [{ currentAmount: 1000, requiredAmount: 1000 }] } };
    expect(tierProgress([bronze, silver, top])).toEqual({ index: 2, fraction: 1, position: 3, px: 450, totalPx: 450 });
  });

  it('takes the better of amount (10 of 100) and count (3 of 4) = 0.75, and the best of several values = 0.5', () => {
    expect(requirementFraction([{ currentAmount: 10, requiredAmount: 100, currentCount: 3, requiredCount: 4 }])).toBe(
      0.75,
    );
    expect(
      requirementFraction([
        { currentAmount: 10, requiredAmount: 100 },
        { currentCount: 1, requiredCount: 2 },
      ]),
    ).toBe(0.5);
  });

  it('caps the fraction at 1 (1500 of 1000) and never goes below 0 (-5 of 1000)', () => {
    expect(requirementFraction([{ currentAmount: 1500, requiredAmount: 1000 }])).toBe(1);
    expect(requirementFraction([{ currentAmount: -5, requiredAmount: 1000 }])).toBe(0);
  });

  it('starts at the first tier when none is active, and is empty without tiers', () => {
    expect(tierProgress([{ ...bronze, isActive: false }, silver])).toMatchObject({
      index: 0,
      fraction: 0.25,
      px: 37.5,
    });
    expect(tierProgress([])).toEqual({ index: 0, fraction: 0, position: 0, px: 0, totalPx: 0 });
  });

  it('counts a tier with values but no requirement as reached, and one without values as not started', () => {
    expect(requirementFraction([{ currentAmount: 5 }])).toBe(1);
    expect(requirementFraction(undefined)).toBe(0);
    expect(tierProgress([{ isActive: true }, gold])).toMatchObject({ index: 0, fraction: 0, px: 0 });
  });
});
