import {
  capTypedAmount,
  creditCapCents,
  dueAfterRewardsCents,
  enterCredit,
  enterPoints,
  pointCapCents,
  type RewardBalances,
  rewardCapBreach,
} from './reward-caps';

// An order of $20.00; the member holds $15.00 of store credit and 1,000 points worth $0.01 each ($10.00).
const FINAL = 2000;
const balances: RewardBalances = {
  creditBalanceCents: 1500,
  pointBalanceCents: 1000_00,
  pointToCurrencyValue: '0.01',
  isDecimalPoints: false,
};
const none = { creditCents: 0, pointCents: 0 };

describe('store credit ≤ min(final − point value, credit balance)', () => {
  it('with no points the balance caps it: $15.00 of a $20.00 order', () => {
    expect(creditCapCents(FINAL, 0, balances)).toBe(1500);
  });

  it('with 1,000 points ($10.00) entered, the rest of the price caps it: $10.00', () => {
    expect(creditCapCents(FINAL, 1000_00, balances)).toBe(1000);
  });

  it('a larger entry is replaced by the cap; Pay in full enters the cap', () => {
    expect(enterCredit(30, FINAL, none, balances)).toBe(1500);
    expect(enterCredit(12, FINAL, { creditCents: 0, pointCents: 1000_00 }, balances)).toBe(1000);
    expect(enterCredit(4.5, FINAL, none, balances)).toBe(450);
  });
});

describe('points ≤ min(remaining ÷ pointToCurrencyValue, point balance)', () => {
  it('after $15.00 of credit, $5.00 remains: 500 points', () => {
    expect(pointCapCents(FINAL, 1500, balances)).toBe(500_00);
    expect(enterPoints(800, FINAL, { creditCents: 1500, pointCents: 0 }, balances)).toBe(500_00);
  });

  it('without credit the balance caps it: 1,000 points of the 2,000 the price would take', () => {
    expect(pointCapCents(FINAL, 0, balances)).toBe(1000_00);
  });

  it('whole points only unless the unit is decimal; never more value than remains', () => {
    expect(enterPoints(12.5, FINAL, none, balances)).toBe(12_00);
    expect(enterPoints(12.5, FINAL, none, { ...balances, isDecimalPoints: true })).toBe(12_50);
    // At 0.015 per point, $5.00 buys 333 whole points ($4.995 → $5.00 when rounded, never more than $5.00 owed).
    expect(pointCapCents(500, 0, { ...balances, pointToCurrencyValue: '0.015' })).toBe(333_00);
  });
});

describe('amounts are rounded to 2 decimals, half up, without binary-float errors', () => {
  it.each([
    [3.456, 346],
    [1.005, 101],
    [0.1 + 0.2, 30],
    [-5, 0],
    [Number.NaN, 0],
  ])('%d typed → %i cents', (typed, cents) => expect(capTypedAmount(typed, 10_000)).toBe(cents));
});

describe('the due amount and the server check of a placement', () => {
  it('$20.00 − $10.00 credit − 1,000 points ($10.00) leaves nothing to pay', () => {
    expect(dueAfterRewardsCents(FINAL, { creditCents: 1000, pointCents: 1000_00 }, balances)).toBe(0);
    expect(dueAfterRewardsCents(FINAL, { creditCents: 500, pointCents: 0 }, balances)).toBe(1500);
  });

  it('refuses credit or points above their caps, and fractional points for a whole-point unit', () => {
    expect(rewardCapBreach(FINAL, { creditCents: 1000, pointCents: 1000_00 }, balances)).toBeNull();
    expect(rewardCapBreach(FINAL, { creditCents: 1600, pointCents: 0 }, balances)).toBe('credit');
    expect(rewardCapBreach(FINAL, { creditCents: 1100, pointCents: 1000_00 }, balances)).toBe('credit');
    // Together above the price: the credit is judged against what the points leave.
    expect(rewardCapBreach(FINAL, { creditCents: 1500, pointCents: 600_00 }, balances)).toBe('credit');
    // 1,100 points when the member holds 1,000.
    expect(rewardCapBreach(FINAL, { creditCents: 0, pointCents: 1100_00 }, balances)).toBe('points');
    expect(rewardCapBreach(FINAL, { creditCents: 0, pointCents: 10_50 }, balances)).toBe('points');
    expect(rewardCapBreach(FINAL, { creditCents: -1, pointCents: 0 }, balances)).toBe('credit');
  });
});
