import type { MembershipTier } from '../../../shared/api/loyalty';
import type { MerchantRow, OutletRow } from '../merchants/repository';
import { memberTiers, publicTiers, type MemberUsage } from '../tiers/progress';
import { requirementOf, type TierRow } from '../tiers/repository';

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
  const progress = usage ? memberTiers(tiers.map(requirementOf), usage) : publicTiers(tiers.map(requirementOf));
  return tiers.map((tier, i) => ({
    ...progress[i],
    showOnMemberApp: tier.showOnMemberApp,
    image: tier.image,
    logo: merchant.logo,
    membershipImage: tier.image,
    howItWorks: tier.howItWorks,
    requirement: { requiredAmount: Number(tier.requiredAmount), requiredCount: tier.requiredCount },
    durationDays: tier.durationDays,
    outlets: outlets.filter((o) => tier.outletIds.includes(o.id)).map((o) => ({ _id: o.id, name: o.name })),
    discountCashback: tier.discountType
      ? { discountType: tier.discountType, value: tier.benefitPercent === null ? null : Number(tier.benefitPercent) }
      : null,
  }));
}
