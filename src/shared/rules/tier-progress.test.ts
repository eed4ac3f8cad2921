import { requirementFraction, tierProgress } from './tier-progress';

describe('tier progress bar: active tier index + fraction reached, 150 px per tier (section 4)', () => {
  const bronze = { isActive: true, requiredUsage: { values: [{ currentAmount: 250, requiredAmount: 1000 }] } };
  const silver = { isActive: false, requiredUsage: { values: [{ currentAmount: 0, requiredAmount: 5000 }] } };
  const gold = { isActive: false };

  it('puts the marker at index + fraction times 150 px', () => {
    expect(tierProgress([bronze, silver, gold])).toEqual({
      index: 0,
      fraction: 0.25,
      position: 0.25,
      px: 37.5,
      totalPx: 450,
    });
  });

  it('uses the last active tier', () => {
    const s = { ...silver, isActive: true, requiredUsage: { values: [{ currentAmount: 2500, requiredAmount: 5000 }] } };
    expect(tierProgress([bronze, s, gold])).toMatchObject({ index: 1, fraction: 0.5, position: 1.5, px: 225 });
  });

  it('takes the better of amount and count, and the best of several values', () => {
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

  it('caps the fraction at 1 and never goes below 0', () => {
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
