import { cashbackCents, isForCustomerChannel, purchaseQualifies, type CashbackRule } from './cashback';

const percent15: CashbackRule = {
  ruleType: 'percent',
  amount: 0,
  percent: 15,
  minAmount: 20,
  maxAmount: 0,
  channels: ['customer'],
};

describe('cashback for a paid purchase', () => {
  it('pays 15% of a $40 purchase: $6.00', () => {
    expect(cashbackCents(percent15, 4000)).toBe(600);
  });

  it('rounds half up to the cent: 15% of $33.33 is $4.9995 → $5.00', () => {
    expect(cashbackCents(percent15, 3333)).toBe(500);
    // 15% of $0.03 = 0.45 cents → 0 cents: nothing for a rounding crumb.
    expect(cashbackCents({ ...percent15, minAmount: 0 }, 3)).toBe(0);
  });

  it('needs the minimum: $19.99 earns nothing, $20.00 earns $3.00', () => {
    expect(cashbackCents(percent15, 1999)).toBe(0);
    expect(cashbackCents(percent15, 2000)).toBe(300);
  });

  it('stops at the maximum purchase when one is set', () => {
    const capped = { ...percent15, maxAmount: 100 };
    expect(purchaseQualifies(capped, 10000)).toBe(true);
    expect(purchaseQualifies(capped, 10001)).toBe(false);
    expect(cashbackCents(capped, 10001)).toBe(0);
  });

  it('pays a fixed amount for an amount rule and no money for a product rule', () => {
    expect(cashbackCents({ ...percent15, ruleType: 'amount', amount: 2.5 }, 2500)).toBe(250);
    expect(cashbackCents({ ...percent15, ruleType: 'product' }, 2500)).toBe(0);
  });

  it('runs only in the customer channel (or every channel when none is listed)', () => {
    expect(isForCustomerChannel({ channels: [] })).toBe(true);
    expect(isForCustomerChannel({ channels: ['pos'] })).toBe(false);
    expect(cashbackCents({ ...percent15, channels: ['pos'] }, 4000)).toBe(0);
  });
});
