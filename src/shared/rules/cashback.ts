/**
 * Cashback and discount programs (seed 001 §3 Discount or cashback program, §6): which purchases qualify and how
 * much cashback a paid purchase earns. Amounts are in cents; the rule's amounts are in the merchant's currency.
 */
import { centsOfNumber } from './money';

export interface CashbackRule {
  ruleType: 'amount' | 'percent' | 'product';
  /** ruleType amount: the fixed cashback. */
  amount: number;
  /** ruleType percent: 0..100 of the purchase total. */
  percent: number;
  /** The smallest purchase that qualifies (0: any). */
  minAmount: number;
  /** The largest purchase that qualifies (0: no upper bound). */
  maxAmount: number;
  /** Channels the program runs in; empty means every channel. */
  channels: readonly string[];
}

/** The channel of the member app (seed 001 §6: programs shown are those for the customer channel). */
export const CUSTOMER_CHANNEL = 'customer';

export const isForCustomerChannel = (rule: Pick<CashbackRule, 'channels'>): boolean =>
  rule.channels.length === 0 || rule.channels.includes(CUSTOMER_CHANNEL);

/** A purchase qualifies when its total is within [minAmount, maxAmount] (maxAmount 0: no upper bound). */
export function purchaseQualifies(rule: Pick<CashbackRule, 'minAmount' | 'maxAmount'>, totalCents: number): boolean {
  if (totalCents <= 0) return false;
  if (totalCents < centsOfNumber(rule.minAmount)) return false;
  return rule.maxAmount <= 0 || totalCents <= centsOfNumber(rule.maxAmount);
}

/**
 * Cashback in cents for a paid purchase: percent of the total rounded half up to the cent (15% of $33.33 = $5.00),
 * or the fixed amount; a product rule gives the product at the counter, not money (0). Non-qualifying: 0.
 */
export function cashbackCents(rule: CashbackRule, totalCents: number): number {
  if (!isForCustomerChannel(rule) || !purchaseQualifies(rule, totalCents)) return 0;
  if (rule.ruleType === 'amount') return Math.max(0, centsOfNumber(rule.amount));
  if (rule.ruleType === 'percent') {
    const basisPoints = Math.round(rule.percent * 100);
    if (basisPoints <= 0) return 0;
    // totalCents × percent / 100, half up, in integers: × basis points / 10 000.
    return Math.floor((totalCents * basisPoints + 5_000) / 10_000);
  }
  return 0;
}
