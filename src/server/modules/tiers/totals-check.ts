import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

export interface TotalsMismatch {
  tenantId: string;
  userId: string;
  merchantId: string;
  /** What `purchase_totals` says ("0.00" and 0 without a row). */
  keptAmount: string;
  keptPurchases: number;
  /** The member's pos_transactions at the merchant. */
  amount: string;
  purchases: number;
}

/**
 * Every member and merchant whose kept totals (`purchase_totals`, moved by the triggers on `pos_transactions`)
 * differ from the sum and count of their purchases there. Empty when they agree, as they must at every commit.
 */
export async function purchaseTotalsMismatches(db: DbOrTx): Promise<TotalsMismatch[]> {
  const result = await db.execute(sql`
    with counted as (
      select tenant_id, user_id, merchant_id, sum(amount) as amount, count(*)::int as purchases
      from pos_transactions group by tenant_id, user_id, merchant_id
    )
    select coalesce(k.tenant_id, c.tenant_id) as "tenantId", coalesce(k.user_id, c.user_id) as "userId",
      coalesce(k.merchant_id, c.merchant_id) as "merchantId",
      coalesce(k.amount, 0)::text as "keptAmount", coalesce(k.purchases, 0) as "keptPurchases",
      coalesce(c.amount, 0)::text as amount, coalesce(c.purchases, 0) as purchases
    from purchase_totals k
      full join counted c on c.tenant_id = k.tenant_id and c.user_id = k.user_id and c.merchant_id = k.merchant_id
    where coalesce(k.amount, 0) <> coalesce(c.amount, 0) or coalesce(k.purchases, 0) <> coalesce(c.purchases, 0)
    order by 1, 2, 3`);
  return (result as unknown as { rows: TotalsMismatch[] }).rows;
}
