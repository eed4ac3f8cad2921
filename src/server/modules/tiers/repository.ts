import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { membershipTiers, posTransactions, purchaseTotals } from '../../db/schema';
import { ofTenant, ownedBy } from '../../db/scopes';
import { StatementOnce } from '../../db/statement-once';
import type { MemberUsage, TierRequirement } from './progress';

export type TierRow = typeof membershipTiers.$inferSelect;

/** Tiers of the given merchants, lowest first, grouped by merchant. */
export async function tiersOf(db: DbOrTx, tenantId: string, merchantIds: string[]) {
  const byMerchant = new Map<string, TierRow[]>();
  if (merchantIds.length === 0) return byMerchant;
  const rows = await db
    .select()
    .from(membershipTiers)
    .where(ofTenant(membershipTiers, tenantId, inArray(membershipTiers.merchantId, merchantIds)))
    .orderBy(asc(membershipTiers.sortOrder), asc(membershipTiers.id));
  for (const row of rows) byMerchant.set(row.merchantId, [...(byMerchant.get(row.merchantId) ?? []), row]);
  return byMerchant;
}

/** What a stored tier asks of a member (numeric columns come back as strings). */
export const requirementOf = (tier: TierRow): TierRequirement => ({
  id: tier.id,
  name: tier.name,
  requiredAmount: Number(tier.requiredAmount),
  requiredCount: tier.requiredCount,
});

type MemberScope = { tenantId: string; userId: string };

/** The query of a member's spend and purchase count at one merchant (a sum of null when there is none). */
const usageQuery = (db: DbOrTx, scope: MemberScope, merchantId: string) =>
  db
    .select({
      amount: sql<string | null>`sum(${posTransactions.amount})`.as('amount'),
      purchases: sql<number>`count(*)`.as('purchases'),
    })
    .from(posTransactions)
    .where(ownedBy(posTransactions, scope, eq(posTransactions.merchantId, merchantId)));

const usageOf = (row: { amount: string | null; purchases: number } | undefined): MemberUsage => ({
  amount: Number(row?.amount ?? 0),
  count: Number(row?.purchases ?? 0),
});

/** A member's spend and purchase count at one merchant: what moves them through its tiers. */
export async function memberUsage(db: DbOrTx, scope: MemberScope, merchantId: string): Promise<MemberUsage> {
  const [row] = await usageQuery(db, scope, merchantId);
  return usageOf(row);
}

/** A purchase counted toward a member's tiers: its id names it (the same purchase is counted once). */
export interface CountedPurchase extends MemberScope {
  id: string;
  merchantId: string;
  /** numeric(14,2) as text. */
  amount: string;
  createdAt: Date;
}

/** countPurchase's statement, built once (issue 14: drizzle built it on every claim and paid order). */
const countPurchaseStatement = new StatementOnce<
  Omit<CountedPurchase, 'createdAt'> & { createdAt: string },
  { amount: string | null; purchases: number }
>('count_purchase', () => {
  const value = (name: keyof CountedPurchase) => sql.placeholder(name);
  return sql`
    with counted as (
      insert into ${posTransactions} (id, tenant_id, user_id, merchant_id, amount, created_at)
      values (${value('id')}, ${value('tenantId')}, ${value('userId')}, ${value('merchantId')}, ${value('amount')}::numeric,
        ${value('createdAt')}::timestamptz)
      on conflict do nothing
      returning id
    ), usage as (
      select totals.amount::text as amount, coalesce(totals.purchases, 0) as purchases
      from (values (1)) as one (x) left join ${purchaseTotals} totals
        on totals.tenant_id = ${value('tenantId')} and totals.user_id = ${value('userId')}
          and totals.merchant_id = ${value('merchantId')}
    )
    select usage.amount, usage.purchases from counted cross join usage`;
});

/**
 * Counts a purchase toward the member's tiers and answers their usage before it, in one statement (the insert is a
 * data-modifying CTE; the usage, read beside it from `purchase_totals`, does not see it yet: the trigger on
 * pos_transactions adds it there at the statement's end). The row's id names the purchase: null when
 * it was counted before, and nothing is written then.
 */
export async function countPurchase(db: DbOrTx, purchase: CountedPurchase): Promise<MemberUsage | null> {
  const [before] = await countPurchaseStatement.rows(db, {
    ...purchase,
    createdAt: purchase.createdAt.toISOString(),
  });
  return before ? usageOf(before) : null;
}

/** The merchant's membership tiers, lowest first. */
export async function merchantTiers(db: DbOrTx, tenantId: string, merchantId: string): Promise<TierRow[]> {
  return (await tiersOf(db, tenantId, [merchantId])).get(merchantId) ?? [];
}
