import { asc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { membershipTiers } from '../../db/schema';
import type { TierRequirement } from './progress';
import { ofTenant } from '../../db/scopes';

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
