import { useCallback } from 'react';
import { formatAmount } from '../../../../shared/rules/amount';
import { toCents } from '../../../../shared/rules/cents-text';
import { useTenant } from '../../../tenant/tenant-context';

/**
 * Money as the server sent it (an exact decimal string) in the tenant's currency: "$4.50". Whole cents are read
 * from the text, so the figure shown is the server's, never a float sum.
 */
export function useMoney() {
  const { currency } = useTenant();
  return useCallback(
    (amount: string) => formatAmount((toCents(amount) ?? 0) / 100, currency.symbol),
    [currency.symbol],
  );
}
