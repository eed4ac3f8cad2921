import { tierProgress } from './tier-progress';
import { membershipDuration, tierState } from './membership-display';

describe('tier states (seed 001 §4)', () => {
  it('marks lower tiers completed, the active one active and the rest progressing', () => {
    expect([0, 1, 2, 3].map((i) => tierState(i, 1))).toEqual(['completed', 'active', 'progressing', 'progressing']);
  });

  it('has every tier progressing when none is active', () => {
    expect([0, 1].map((i) => tierState(i, -1))).toEqual(['progressing', 'progressing']);
  });
});

describe('tier bar: 150 px per tier at index + fraction', () => {
  it('sits at 1.25 tiers = 187.5 px when Gold is active and a quarter of Platinum is reached', () => {
    const tiers = [
      {},
      { isActive: true, requiredUsage: { values: [{ currentAmount: 200, requiredAmount: 800 }] } },
      {},
    ];
    expect(tierProgress(tiers)).toMatchObject({ index: 1, fraction: 0.25, position: 1.25, px: 187.5, totalPx: 450 });
  });
});

describe('membership durations (seed 001 §9: days; months = days ÷ 30; years = days ÷ 365)', () => {
  it('45 days (not a multiple of 30 or 365) shows as 45 days; 364 days as 364 days', () => {
    expect(membershipDuration(45)).toEqual({ unit: 'days', count: 45 });
    expect(membershipDuration(364)).toEqual({ unit: 'days', count: 364 });
  });

  it('30 days = 1 month and 90 days = 3 months (÷ 30)', () => {
    expect(membershipDuration(30)).toEqual({ unit: 'months', count: 1 });
    expect(membershipDuration(90)).toEqual({ unit: 'months', count: 3 });
  });

  it('365 days = 1 year and 730 days = 2 years (÷ 365)', () => {
    expect(membershipDuration(365)).toEqual({ unit: 'years', count: 1 });
    expect(membershipDuration(730)).toEqual({ unit: 'years', count: 2 });
  });

  it('10 950 days divides by both 30 and 365: years win, 30 years', () => {
    expect(membershipDuration(10_950)).toEqual({ unit: 'years', count: 30 });
  });

  it('0 days (no duration) answers 0 days', () => {
    expect(membershipDuration(0)).toEqual({ unit: 'days', count: 0 });
  });
});
