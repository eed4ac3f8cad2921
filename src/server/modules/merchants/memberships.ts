import { nullable } from '../../lib/schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { membershipTiers, posTransactions } from '../../db/schema';
import { Tier } from '../../../shared/api/loyalty';
import { memberTiers, publicTiers, type MemberUsage } from '../tiers/progress';
import { requirementOf, tiersOf } from '../tiers/repository';
import type { MerchantRow, OutletRow } from './repository';

type TierRow = typeof membershipTiers.$inferSelect;

/** A member's spend and purchase count at one merchant: what moves them through its tiers. */
export async function memberUsage(
  db: DbOrTx,
  scope: { tenantId: string; userId: string },
  merchantId: string,
): Promise<MemberUsage> {
  const [row] = await db
    .select({ amount: sql<string | null>`sum(${posTransactions.amount})`, purchases: sql<number>`count(*)` })
    .from(posTransactions)
    .where(
      and(
        eq(posTransactions.tenantId, scope.tenantId),
        eq(posTransactions.userId, scope.userId),
        eq(posTransactions.merchantId, merchantId),
      ),
    );
  return { amount: Number(row?.amount ?? 0), count: Number(row?.purchases ?? 0) };
}

/**
 * Merchant.memberships[] (seed 000 §3): the merchant's tiers, lowest first, with the display fields. A member
 * (`usage` given) gets isActive on their reached tier and requiredUsage.values from their own spend and count
 * (memberTiers); everyone else gets the bare requirements (publicTiers) and no isActive.
 */
export function membershipViews(
  tiers: readonly TierRow[],
  merchant: MerchantRow,
  outlets: readonly OutletRow[],
  usage: MemberUsage | null,
) {
  const progress = usage ? memberTiers(tiers.map(requirementOf), usage) : publicTiers(tiers.map(requirementOf));
  return tiers.map((tier, i) => ({
    ...progress[i],
    showOnMemberApp: tier.showOnMemberApp,
    image: tier.image,
    logo: merchant.logo,
    membershipImage: tier.image,
    howItWorks: tier.howItWorks,
    outlets: outlets.filter((o) => tier.outletIds.includes(o.id)).map((o) => ({ _id: o.id, name: o.name })),
    discountCashback: tier.discountType
      ? { discountType: tier.discountType, value: tier.benefitPercent === null ? null : Number(tier.benefitPercent) }
      : null,
  }));
}

export async function merchantTiers(db: DbOrTx, tenantId: string, merchantId: string): Promise<TierRow[]> {
  return (await tiersOf(db, tenantId, [merchantId])).get(merchantId) ?? [];
}

export const membershipSchema = {
  type: 'object',
  properties: {
    ...Tier.properties,
    showOnMemberApp: { type: 'boolean' },
    image: nullable('string'),
    logo: nullable('string'),
    membershipImage: nullable('string'),
    howItWorks: { type: 'string' },
    outlets: {
      type: 'array',
      items: { type: 'object', properties: { _id: { type: 'string' }, name: { type: 'string' } } },
    },
    discountCashback: {
      type: ['object', 'null'],
      properties: { discountType: { type: 'string' }, value: nullable('number') },
    },
  },
};
