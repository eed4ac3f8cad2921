import { amountInput, amountValue, moneyText, parseTypedAmount, pointsCurrencyValue, pointsNumber } from './amounts';

const whole = { type: 'point', isDecimal: false, pointToCurrencyValue: '0.01' };
const decimal = { ...whole, isDecimal: true };

describe('wallet amounts on screen', () => {
  it('reads the API decimals as the selector numbers', () => {
    expect(amountValue('1500.00')).toBe(1500);
    expect(amountValue('-12.50')).toBe(-12.5);
    expect(amountValue('garbage')).toBe(0);
  });

  it('shows whole points unless the unit is decimal, with thousands separators', () => {
    expect(pointsNumber('1234.75', whole)).toBe('1,234');
    expect(pointsNumber('1234.75', decimal)).toBe('1,234.75');
  });

  it('shows money with the symbol and 2 decimals', () => {
    expect(moneyText('1234.5', 'S$')).toBe('S$1,234.50');
    expect(moneyText('-3.00', '₮')).toBe('-₮3.00');
  });

  it('sends a chosen amount as an exact decimal string', () => {
    expect(amountInput(150)).toBe('150.00');
    expect(amountInput(0.1 + 0.2)).toBe('0.30');
    expect(amountInput(-5)).toBe('0.00');
  });

  it('converts points to currency exactly: points × pointToCurrencyValue, half up to the cent', () => {
    expect(pointsCurrencyValue(1500, whole)).toBe('15.00');
    expect(pointsCurrencyValue(333, { ...whole, pointToCurrencyValue: '0.015' })).toBe('5.00');
    expect(pointsCurrencyValue(1, whole)).toBe('0.01');
  });

  it('accepts typed digits with 2 decimals at most, none for whole points', () => {
    expect(parseTypedAmount('', true)).toBe(0);
    expect(parseTypedAmount('120', true)).toBe(120);
    expect(parseTypedAmount('12.5', true)).toBeNull();
    expect(parseTypedAmount('12.5', false)).toBe(12.5);
    expect(parseTypedAmount('12.', false)).toBe(12);
    expect(parseTypedAmount('1.234', false)).toBeNull();
    expect(parseTypedAmount('-3', false)).toBeNull();
    expect(parseTypedAmount('1e3', false)).toBeNull();
  });
});
