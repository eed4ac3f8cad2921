/**
 * The payment modal's store credit and points (seed 002 §5) on the shared reward caps: the wallet's balances as the
 * caps read them, and the placement's payments list from what the customer entered.
 */
import { toCents } from '../../../../../shared/rules/money';
import type { RewardBalances, RewardEntry } from '../../../../../shared/rules/ordering/reward-caps';
import type { Wallet } from '../../../../api/wallet';
import type { RewardOptions } from './checkout';

/** Balances the caps allow: a reward the outlet or merchant does not allow here counts as a zero balance. */
export function rewardBalances(
  wallet: Pick<Wallet, 'storeCredit' | 'points' | 'loyaltyProgramUnit'>,
  allowed: RewardOptions,
): RewardBalances {
  return {
    creditBalanceCents: allowed.credit ? Math.max(0, toCents(wallet.storeCredit.balance) ?? 0) : 0,
    pointBalanceCents: allowed.points ? Math.max(0, toCents(wallet.points.active) ?? 0) : 0,
    pointToCurrencyValue: wallet.loyaltyProgramUnit.pointToCurrencyValue,
    isDecimalPoints: wallet.loyaltyProgramUnit.isDecimal,
  };
}

export const NO_REWARDS: RewardEntry = { creditCents: 0, pointCents: 0 };
