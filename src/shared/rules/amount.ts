import { AMOUNT_DECIMALS, DEFAULT_CURRENCY_SYMBOL } from '../constants/money';
import { toFixedHalfUp } from './round';

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * Amounts (section 9): 2 decimals, thousand separators, currency symbol ($ by default), rounded half up on the
 * decimal value (0.005 → 0.01). Negative amounts put the sign before the symbol: -$1,234.50.
 */
export function formatAmount(value: number, currencySymbol: string = DEFAULT_CURRENCY_SYMBOL): string {
  if (!Number.isFinite(value)) throw new RangeError(`formatAmount: value must be a finite number, got ${value}`);
  const fixed = toFixedHalfUp(Math.abs(value), AMOUNT_DECIMALS);
  const [whole, fraction] = fixed.split('.');
  const sign = value < 0 && Number(fixed) !== 0 ? '-' : '';
  return `${sign}${currencySymbol}${groupThousands(whole)}.${fraction}`;
}
