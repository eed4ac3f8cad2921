import type { LoyaltyUnit } from '../../../shared/api/loyalty';
import type { WalletAsset } from '../../../shared/api/money';
import { isPointAmountAllowed, toCents } from '../../../shared/rules/money';
import { badRequest } from '../../lib/app-error';

/**
 * A requested amount in cents: above 0 (else `zeroMessage`, the seed's words for the flow), and whole points unless
 * the merchant's unit is decimal. The schema already refused malformed text.
 */
export function requestedCents(
  text: string,
  asset: WalletAsset,
  unit: Pick<LoyaltyUnit, 'isDecimal'>,
  zeroMessage: string,
  field = 'amount',
): number {
  const cents = toCents(text);
  if (cents === null) throw badRequest(`${field} must be a decimal amount with at most 2 decimals`, field);
  if (cents <= 0) throw badRequest(zeroMessage, field, 'AMOUNT_ZERO');
  if (asset === 'points' && !isPointAmountAllowed(cents, unit.isDecimal))
    throw badRequest('Points are whole numbers at this merchant', field, 'AMOUNT_NOT_WHOLE');
  return cents;
}
