import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';

export interface LedgerMismatch {
  tenantId: string;
  userId: string;
  merchantId: string;
  asset: 'points' | 'credit';
  /** The cached balance on memberships ("0.00" when there is no membership). */
  balance: string;
  /** The sum of the member's ledger entries. */
  ledgerSum: string;
}

/**
 * Every member and merchant whose cached balance differs from the sum of their ledger entries (issue 10: ledger sum
 * = balance at all times), including entries of someone who has no membership there. Empty when the books agree.
 * Optionally limited to one tenant.
 */
export async function ledgerMismatches(db: DbOrTx, tenantId?: string): Promise<LedgerMismatch[]> {
  const ofTenant = (column: string) => (tenantId === undefined ? sql`true` : sql`${sql.raw(column)} = ${tenantId}`);
  const result = await db.execute(sql`
    with sums as (
      select tenant_id, user_id, merchant_id,
        coalesce(sum(amount) filter (where asset = 'points'), 0) as points,
        coalesce(sum(amount) filter (where asset = 'credit'), 0) as credit
      from ledger_entries where ${ofTenant('tenant_id')}
      group by tenant_id, user_id, merchant_id
    ),
    books as (
      select coalesce(m.tenant_id, s.tenant_id) as tenant_id, coalesce(m.user_id, s.user_id) as user_id,
        coalesce(m.merchant_id, s.merchant_id) as merchant_id,
        coalesce(m.loyalty_balance, 0) as loyalty_balance, coalesce(m.store_value_balance, 0) as store_value_balance,
        coalesce(s.points, 0) as points, coalesce(s.credit, 0) as credit
      from (select * from memberships where ${ofTenant('tenant_id')}) m
      full join sums s on s.user_id = m.user_id and s.merchant_id = m.merchant_id and s.tenant_id = m.tenant_id
    )
    select tenant_id, user_id, merchant_id, 'points' as asset, loyalty_balance::text as balance, points::text as ledger_sum
      from books where loyalty_balance <> points
    union all
    select tenant_id, user_id, merchant_id, 'credit', store_value_balance::text, credit::text
      from books where store_value_balance <> credit
  `);
  return (result as unknown as { rows: Record<string, string>[] }).rows.map((row) => ({
    tenantId: row.tenant_id,
    userId: row.user_id,
    merchantId: row.merchant_id,
    asset: row.asset as 'points' | 'credit',
    balance: row.balance,
    ledgerSum: row.ledger_sum,
  }));
}
