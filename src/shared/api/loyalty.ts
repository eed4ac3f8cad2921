/**
 * Loyalty pieces that several answers carry: the unit a merchant counts points in and its membership tiers with
 * the member's progress. The merchant page (merchants.ts), the programs (programs.ts) and My Rewards
 * (my-rewards.ts) all show them, so they live here, below all three, and none of those files imports another.
 */
import * as T from '@sinclair/typebox';
import { Enum, Nullable } from './common';
import { RateDecimal } from './money';

/**
 * How a merchant's points are named and shown (`isDecimal`: points carry 2 decimals; otherwise they are whole) and
 * what one point is worth: currency value = points × `pointToCurrencyValue` (seed 001 §9).
 */
export const LoyaltyUnit = T.Object({
  name: T.String(),
  type: T.String(),
  isDecimal: T.Boolean(),
  pointToCurrencyValue: RateDecimal,
});
export type LoyaltyUnit = T.Static<typeof LoyaltyUnit>;

/**
 * One requirement of a tier (spend and/or purchase count; 0 = none) and, for a member, where they stand. Visitors
 * get the requirement alone; `tierProgress` (src/shared/rules) reads either.
 */
export const RequiredUsageValue = T.Object({
  currentAmount: T.Optional(T.Number()),
  currentCount: T.Optional(T.Number()),
  requiredAmount: T.Number(),
  requiredCount: T.Number(),
});

/**
 * A membership tier as the merchant page and My Rewards list it. `isActive` marks the member's reached tier and is
 * absent for anonymous visitors and guests, so no client can take a tier for theirs.
 */
export const Tier = T.Object({
  _id: T.String(),
  name: T.String(),
  isActive: T.Optional(T.Boolean()),
  requiredUsage: T.Object({ values: T.Array(RequiredUsageValue) }),
});
export type Tier = T.Static<typeof Tier>;

/** Merchant.memberships[] (seed 000 §3): a tier with what the merchant page shows of it. */
export const MembershipTier = T.Object({
  ...Tier.properties,
  showOnMemberApp: T.Boolean(),
  image: Nullable(T.String()),
  logo: Nullable(T.String()),
  membershipImage: Nullable(T.String()),
  howItWorks: T.String(),
  outlets: T.Array(T.Object({ _id: T.String(), name: T.String() }), {
    description: "Outlets where the tier's rules apply; empty: every outlet",
  }),
  requirement: T.Object(
    { requiredAmount: T.Number(), requiredCount: T.Number() },
    { description: 'What reaching this tier takes (spend or purchase count, either qualifies; 0 = none)' },
  ),
  durationDays: Nullable(
    T.Integer({ minimum: 1, description: 'How long the tier lasts once reached, in days; null: no end' }),
  ),
  discountCashback: Nullable(T.Object({ discountType: Enum(['discount', 'cashback']), value: Nullable(T.Number()) })),
});
export type MembershipTier = T.Static<typeof MembershipTier>;
