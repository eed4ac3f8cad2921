import { displayBalance, formatAmount, redeemByScanError, showRedeemScanButton } from './balance';

describe('balance display: points floored unless isDecimal (section 4)', () => {
  it('floors point balances', () => {
    expect(displayBalance(12.99, { type: 'point' })).toBe(12);
    expect(displayBalance(12.99, { type: 'point', isDecimal: false })).toBe(12);
    expect(displayBalance(0.1 + 0.2 + 2.7, { type: 'point' })).toBe(3);
    expect(displayBalance(undefined, { type: 'point' })).toBe(0);
  });
  it('keeps decimals when isDecimal or for other units', () => {
    expect(displayBalance(12.99, { type: 'point', isDecimal: true })).toBe(12.99);
    expect(displayBalance(12.99, { type: 'stamp' })).toBe(12.99);
    expect(displayBalance(12.99)).toBe(12.99);
  });
});

describe('amounts: 2 decimals, thousand separators, $ (section 9)', () => {
  it('formats', () => {
    expect(formatAmount(0)).toBe('$0.00');
    expect(formatAmount(5)).toBe('$5.00');
    expect(formatAmount(1234.5)).toBe('$1,234.50');
    expect(formatAmount(1234567.891)).toBe('$1,234,567.89');
    expect(formatAmount(999.999)).toBe('$1,000.00');
    expect(formatAmount(-1234.5)).toBe('-$1,234.50');
    expect(formatAmount(12, '₮')).toBe('₮12.00');
  });
  it('rounds half up on the decimal value', () => {
    expect(formatAmount(0.005)).toBe('$0.01');
    expect(formatAmount(1.005)).toBe('$1.01');
    expect(formatAmount(0.045)).toBe('$0.05');
    expect(formatAmount(0.05)).toBe('$0.05');
    expect(formatAmount(-0.004)).toBe('$0.00');
  });
  it('names a bad amount', () => {
    expect(() => formatAmount(Number.NaN)).toThrow('formatAmount: value must be a finite number, got NaN');
  });
});

describe('redeem by scan (sections 4, 5, 6)', () => {
  const ok = { loggedIn: true, isGuest: false, merchantAllowsRedemption: true, joined: true, balance: 10 };
  it('is allowed only with redemption allowed, joined and balance above 0, with the exact messages', () => {
    expect(redeemByScanError(ok)).toBeNull();
    expect(redeemByScanError({ ...ok, merchantAllowsRedemption: false })).toBe(
      'Merchant does not allow loyalty redemption',
    );
    expect(redeemByScanError({ ...ok, joined: false })).toBe('You need to join to merchant');
    expect(redeemByScanError({ ...ok, balance: 0 })).toBe('Loyalty is 0 can not redeem');
    expect(redeemByScanError({ ...ok, balance: null })).toBe('Loyalty is 0 can not redeem');
    expect(redeemByScanError({ ...ok, balance: 0.01 })).toBeNull();
  });
  it('checks in the order of the spec', () => {
    expect(redeemByScanError({ ...ok, merchantAllowsRedemption: false, joined: false, balance: 0 })).toBe(
      'Merchant does not allow loyalty redemption',
    );
    expect(redeemByScanError({ ...ok, joined: false, balance: 0 })).toBe('You need to join to merchant');
  });
  it('sends guests and visitors to log in', () => {
    expect(redeemByScanError({ ...ok, isGuest: true })).toBe('Please login or signup to redeem point');
    expect(redeemByScanError({ ...ok, loggedIn: false })).toBe('Please login or signup to redeem point');
  });
  it('shows the scan button only to non-guests of merchants that allow redemption', () => {
    expect(showRedeemScanButton(false, true)).toBe(true);
    expect(showRedeemScanButton(true, true)).toBe(false);
    expect(showRedeemScanButton(false, false)).toBe(false);
  });
});
