import { displayBalance, formatAmount } from '../../../../shared/rules';
import type { RewardMerchant } from '../../../api/my-rewards';

export type BalanceKind = 'point' | 'credit';
type Balances = Pick<RewardMerchant, 'loyaltyBalance' | 'storeValueBalance' | 'loyaltyProgramUnit'>;

/**
 * The balance text of a My Rewards card: points floored unless the unit is decimal (displayBalance), store credit
 * as an amount with 2 decimals and the currency symbol. `unitName` is the unit's name in the app's language
 * (loyaltyUnitName); the merchant's stored name when not given.
 */
export function balanceText(
  merchant: Balances,
  kind: BalanceKind,
  currencySymbol: string,
  unitName: string = merchant.loyaltyProgramUnit.name,
): string {
  if (kind === 'credit') return formatAmount(merchant.storeValueBalance, currencySymbol);
  const value = displayBalance(merchant.loyaltyBalance, merchant.loyaltyProgramUnit);
  return `${value.toLocaleString('en-US')} ${unitName}`;
}
