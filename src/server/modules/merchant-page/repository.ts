import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { posTransactions, type membershipTiers } from '../../db/schema';
import type { MemberUsage } from '../tiers/progress';
import { tiersOf } from '../tiers/repository';
import { ownedBy } from '../../db/scopes';

/** A member's spend and purchase count at one merchant: what moves them through its tiers. */
export async function memberUsage(
  db: DbOrTx,
  scope: { tenantId: string; userId: string },
  merchantId: string,
): Promise<MemberUsage> {
  const [row] = await db
    .select({ amount: sql<string | null>`sum(${posTransactions.amount})`, purchases: sql<number>`count(*)` })
    .from(posTransactions)
    .where(ownedBy(posTransactions, scope, eq(posTransactions.merchantId, merchantId)));
  return { amount: Number(row?.amount ?? 0), count: Number(row?.purchases ?? 0) };
}

/** The merchant's membership tiers, lowest first. */
export async function merchantTiers(
  db: DbOrTx,
  tenantId: string,
  merchantId: string,
): Promise<(typeof membershipTiers.$inferSelect)[]> {
  return (await tiersOf(db, tenantId, [merchantId])).get(merchantId) ?? [];
}
