import { tierProgress } from '../../../shared/rules/tier-progress';
import { memberTiers, publicTiers, tierReached } from './progress';

const tiers = [
  { id: 's', name: 'Silver', requiredAmount: 0, requiredCount: 0 },
  { id: 'g', name: 'Gold', requiredAmount: 200, requiredCount: 10 },
  { id: 'p', name: 'Platinum', requiredAmount: 800, requiredCount: 30 },
];

describe('member tiers', () => {
  it('reaches a tier by amount or by count', () => {
    expect(tierReached(tiers[1], { amount: 200, count: 0 })).toBe(true);
    expect(tierReached(tiers[1], { amount: 0, count: 10 })).toBe(true);
    expect(tierReached(tiers[1], { amount: 199.99, count: 9 })).toBe(false);
  });

  it('puts the bar half way to Gold at $100 spent (75 px of 450)', () => {
    const progress = tierProgress(memberTiers(tiers, { amount: 100, count: 2 }));
    expect(progress).toMatchObject({ index: 0, fraction: 0.5, px: 75, totalPx: 450 });
  });

  it('counts purchases when they are further along than the amount', () => {
    const view = memberTiers(tiers, { amount: 300, count: 20 });
    expect(view.map((t) => t.isActive)).toEqual([false, true, false]);
    // Gold reached; 20 of 30 purchases beats 300 of 800 dollars toward Platinum.
    expect(tierProgress(view).position).toBeCloseTo(1 + 20 / 30);
  });

  it('fills the bar at the top tier', () => {
    expect(tierProgress(memberTiers(tiers, { amount: 5000, count: 99 })).px).toBe(450);
  });

  it('measures progress toward the first tier when even that one is not reached', () => {
    const view = memberTiers(tiers.slice(1), { amount: 50, count: 0 });
    expect(view[0].isActive).toBe(false);
    expect(tierProgress(view)).toMatchObject({ index: 0, fraction: 0.25, px: 37.5 });
  });
});

describe('public tiers', () => {
  it('give each tier its own requirement and never isActive', () => {
    const view = publicTiers(tiers);
    expect(view.every((tier) => !('isActive' in tier))).toBe(true);
    expect(view[1].requiredUsage.values).toEqual([{ requiredAmount: 200, requiredCount: 10 }]);
  });
});
