import type { EndpointInput } from '../../../../../shared/api/endpoint';
import type { placeOrder } from '../../../../../shared/api/ordering-cart';
import { fromCents } from '../../../../../shared/rules/money';
import type { RewardEntry } from '../../../../../shared/rules/ordering/reward-caps';

export type PlacementPayments = EndpointInput<typeof placeOrder>['body']['payments'];

/** storeValue carries the credit amount, loyalty the points spent (the server prices them with the same rate). */
export function placementPayments(entry: RewardEntry): PlacementPayments {
  const payments: PlacementPayments = [];
  if (entry.creditCents > 0) payments.push({ type: 'storeValue', amount: fromCents(entry.creditCents) });
  if (entry.pointCents > 0) payments.push({ type: 'loyalty', amount: fromCents(entry.pointCents) });
  return payments;
}
