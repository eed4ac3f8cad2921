import {
  MAX_AMOUNT_CENTS,
  centsOfNumber,
  currencyToPointCents,
  fromCents,
  isPointAmountAllowed,
  isRate,
  pointsToCurrencyCents,
  toCents,
} from './money';

describe('toCents / fromCents', () => {
  it.each([
    ['0', 0],
    ['12', 1200],
    ['12.5', 1250],
    ['12.05', 1205],
    ['-3', -300],
    ['-0.05', -5],
    [' 7.10 ', 710],
    ['999999999999.99', MAX_AMOUNT_CENTS],
  ])('%s → %i cents', (text, cents) => expect(toCents(text)).toBe(cents));

  it.each(['', '1.234', '1e3', '0x10', 'abc', '1,000', '1.', '.5', '1234567890123', '+5', '--1'])(
    'refuses %j',
    (text) => expect(toCents(text)).toBeNull(),
  );

  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [1250, '12.50'],
    [-5, '-0.05'],
    [-150000, '-1500.00'],
  ])('%i cents → %s', (cents, text) => expect(fromCents(cents)).toBe(text));

  it('refuses fractions of a cent', () => expect(() => fromCents(0.5)).toThrow(RangeError));

  it('takes display numbers without float noise: 0.1 + 0.2 is 30 cents', () => {
    expect(centsOfNumber(0.1 + 0.2)).toBe(30);
    expect(centsOfNumber(1.005)).toBe(101);
  });
});

describe('points ↔ currency (currency = points × pointToCurrencyValue)', () => {
  it('1500 points at 0.01 are $15.00; 1 point is $0.01', () => {
    expect(pointsToCurrencyCents(150000, '0.01')).toBe(1500);
    expect(pointsToCurrencyCents(100, '0.01')).toBe(1);
  });
  it('rounds half up to the cent: 333 points at 0.015 = 4.995 → $5.00; 1 point at 0.004 → $0.00', () => {
    expect(pointsToCurrencyCents(33300, '0.015')).toBe(500);
    expect(pointsToCurrencyCents(100, '0.004')).toBe(0);
    expect(pointsToCurrencyCents(100, '0.005')).toBe(1);
  });
  it('decimal points: 12.34 points at 1 = $12.34', () => expect(pointsToCurrencyCents(1234, '1')).toBe(1234));
  it('stays exact beyond float range: 999,999,999,999.99 points at 0.123456 = $123,455,999,999.998… → $123,456,000,000.00', () => {
    expect(pointsToCurrencyCents(MAX_AMOUNT_CENTS, '0.123456')).toBe(12345600000000);
  });
  it('currency → the most whole points it covers: $15.00 at 0.01 = 1500 points; $0.015 never rounds up', () => {
    expect(currencyToPointCents(1500, '0.01', false)).toBe(150000);
    expect(currencyToPointCents(1, '0.015', false)).toBe(0);
    expect(currencyToPointCents(500, '0.015', false)).toBe(33300);
    expect(currencyToPointCents(500, '0.015', true)).toBe(33333);
  });
  it('a rate of 0 or an amount of 0 covers no points', () => {
    expect(currencyToPointCents(1000, '0', false)).toBe(0);
    expect(currencyToPointCents(0, '0.01', false)).toBe(0);
  });
  it('refuses a malformed rate', () => {
    expect(isRate('0.01')).toBe(true);
    expect(isRate('0.0000001')).toBe(false);
    expect(isRate('-1')).toBe(false);
    expect(() => pointsToCurrencyCents(100, 'x')).toThrow(RangeError);
  });
  it('whole points unless the unit is decimal', () => {
    expect(isPointAmountAllowed(1200, false)).toBe(true);
    expect(isPointAmountAllowed(1250, false)).toBe(false);
    expect(isPointAmountAllowed(1250, true)).toBe(true);
  });
});
