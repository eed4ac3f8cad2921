import type { Tier } from '../../../shared/api/loyalty';

/** One entry of requiredUsage.values as the API sends it (numbers, never null). */
type RequiredUsageValue = Tier['requiredUsage']['values'][number];

export interface TierRequirement {
  id: string;
  name: string;
  requiredAmount: number;
  requiredCount: number;
}
export interface MemberUsage {
  amount: number;
  count: number;
}
export interface TierView {
  _id: string;
  name: string;
  isActive: boolean;
  requiredUsage: { values: RequiredUsageValue[] };
}
/** A tier as a visitor without membership progress sees it: what it requires, never whether it is active. */
export type PublicTierView = Omit<TierView, 'isActive'>;

/** A tier is reached when either requirement is met (0 means no requirement); a tier without any is always reached. */
export function tierReached(tier: TierRequirement, usage: MemberUsage): boolean {
  if (tier.requiredAmount <= 0 && tier.requiredCount <= 0) return true;
  return (
    (tier.requiredAmount > 0 && usage.amount >= tier.requiredAmount) ||
    (tier.requiredCount > 0 && usage.count >= tier.requiredCount)
  );
}

const need = (tier: TierRequirement, usage: MemberUsage): RequiredUsageValue => ({
  currentAmount: usage.amount,
  currentCount: usage.count,
  requiredAmount: tier.requiredAmount,
  requiredCount: tier.requiredCount,
});

/**
 * The Membership list of seed 000 §3 for one member and merchant, in the shape `tierProgress` (src/shared/rules)
 * reads: the highest reached tier is active, and its requiredUsage is what it takes to reach the next tier (the top
 * tier gets a requirement-free value, i.e. full). With no tier reached, the first tier carries its own requirement.
 */
export function memberTiers(tiers: readonly TierRequirement[], usage: MemberUsage): TierView[] {
  let active = -1;
  tiers.forEach((tier, i) => {
    if (tierReached(tier, usage)) active = i;
  });
  return tiers.map((tier, i) => {
    let values: RequiredUsageValue[];
    if (i === active) {
      const next = tiers[i + 1];
      values = next ? [need(next, usage)] : [{ ...need(tier, usage), requiredAmount: 0, requiredCount: 0 }];
    } else values = [need(tier, usage)];
    return { _id: tier.id, name: tier.name, isActive: i === active, requiredUsage: { values } };
  });
}

/**
 * The tiers for an anonymous visitor or a guest (seed 000 §6: guests are not eligible for membership offers): each
 * tier's own requirement, no current usage and no isActive, so no client can take one for the visitor's tier.
 */
export function publicTiers(tiers: readonly TierRequirement[]): PublicTierView[] {
  return tiers.map((tier) => ({
    _id: tier.id,
    name: tier.name,
    requiredUsage: { values: [{ requiredAmount: tier.requiredAmount, requiredCount: tier.requiredCount }] },
  }));
}

/** JSON schema of a tier as both the merchant page and My Rewards send it: name, active flag and its progress. */
export const tierViewSchema = {
  type: 'object',
  properties: {
    _id: { type: 'string' },
    name: { type: 'string' },
    isActive: { type: 'boolean' },
    requiredUsage: {
      type: 'object',
      properties: {
        values: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              currentAmount: { type: 'number' },
              currentCount: { type: 'number' },
              requiredAmount: { type: 'number' },
              requiredCount: { type: 'number' },
            },
          },
        },
      },
    },
  },
} as const;
