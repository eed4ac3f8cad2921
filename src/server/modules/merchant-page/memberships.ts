import type { MembershipTier } from '../../../shared/api/loyalty';
import type { membershipTiers } from '../../db/schema';
import type { MerchantRow, OutletRow } from '../merchants/repository';
import { memberTiers, publicTiers, type MemberUsage, type TierRequirement } from '../my-rewards/tiers';

type TierRow = typeof membershipTiers.$inferSelect;

const requirement = (t: TierRow): TierRequirement => ({
  id: t.id,
  name: t.name,
  requiredAmount: Number(t.requiredAmount),
  requiredCount: t.requiredCount,
});

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
): MembershipTier[] {
  const progress = usage ? memberTiers(tiers.map(requirement), usage) : publicTiers(tiers.map(requirement));
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
