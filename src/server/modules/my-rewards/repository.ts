import { asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { RewardFilter } from '../../../shared/api/my-rewards';
import { categories, memberships, merchants, posTransactions } from '../../db/schema';
import { followsMerchant } from '../merchants/repository';
import { ownedBy } from '../../db/scopes';
import { totalOver, withTotalOver } from '../../db/paging';

type Scope = { tenantId: string; userId: string };

/** Spend and purchase count of the user per merchant (aggregated once, joined to the memberships). */
function usageOf(db: DbOrTx, scope: Scope) {
  return db
    .select({
      merchantId: posTransactions.merchantId,
      amount: sql<string>`sum(${posTransactions.amount})`.as('amount'),
      purchases: sql<number>`count(*)`.as('purchases'),
    })
    .from(posTransactions)
    .where(ownedBy(posTransactions, scope))
    .groupBy(posTransactions.merchantId)
    .as('usage');
}

/**
 * The user's joined merchants for My Rewards, most recently visited first: with-purchases = at least one
 * point-of-sale purchase there, no-purchases = joined but never bought, all = every joined merchant.
 */
export async function rewardMerchants(
  db: DbOrTx,
  scope: Scope,
  query: { filter: RewardFilter; offset: number; limit: number },
) {
  const usage = usageOf(db, scope);
  const purchaseFilter: Record<RewardFilter, SQL | undefined> = {
    'with-purchases': sql`${usage.merchantId} is not null`,
    'no-purchases': sql`${usage.merchantId} is null`,
    all: undefined,
  };
  const where = ownedBy(memberships, scope, purchaseFilter[query.filter]);
  const { rows, total } = await withTotalOver(
    db
      .select({
        membership: memberships,
        merchant: merchants,
        categoryName: categories.name,
        amount: usage.amount,
        purchases: usage.purchases,
        isFollowed: followsMerchant(scope.userId, memberships.merchantId),
        total: totalOver(),
      })
      .from(memberships)
      .innerJoin(merchants, eq(merchants.id, memberships.merchantId))
      .leftJoin(categories, eq(categories.id, merchants.categoryId))
      .leftJoin(usage, eq(usage.merchantId, memberships.merchantId))
      .where(where)
      .orderBy(sql`${memberships.lastVisitedAt} desc nulls last`, asc(merchants.name), asc(merchants.id))
      .limit(query.limit)
      .offset(query.offset),
    query.offset,
    () =>
      db
        .select({ total: count() })
        .from(memberships)
        .leftJoin(usage, eq(usage.merchantId, memberships.merchantId))
        .where(where),
  );
  return {
    rows: rows.map((r) => ({ ...r, amount: Number(r.amount ?? 0), purchases: Number(r.purchases ?? 0) })),
    total,
  };
}
