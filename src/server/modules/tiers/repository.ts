import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { membershipTiers, posTransactions } from '../../db/schema';
import { ofTenant, ownedBy } from '../../db/scopes';
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
export async function merchantTiers(db: DbOrTx, tenantId: string, merchantId: string): Promise<TierRow[]> {
  return (await tiersOf(db, tenantId, [merchantId])).get(merchantId) ?? [];
}
