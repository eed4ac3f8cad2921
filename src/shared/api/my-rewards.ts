/** My Rewards (seed 000 §2): the caller's joined merchants with balances and tier progress, filtered by purchases. */
import * as T from '@sinclair/typebox';
import { CATEGORY_MERCHANTS_LIMIT } from '../constants/discovery';
import { DateTime, Enum, ListOf, Nullable, PagingQuery } from './common';
import { defineEndpoint, withDefault } from './endpoint';
import { LoyaltyUnit, Tier } from './loyalty';
import { MerchantCardFields } from './merchants';

/** with-purchases: bought there at least once; no-purchases: joined but never bought; all: every joined merchant. */
export const REWARD_FILTERS = ['with-purchases', 'no-purchases', 'all'] as const;
export const RewardFilter = Enum(REWARD_FILTERS, { description: REWARD_FILTERS.join(' | ') });
export type RewardFilter = T.Static<typeof RewardFilter>;

/** A joined merchant on My Rewards (also My Collection): the card, the member's balances there and their tiers. */
export const RewardMerchant = T.Object({
  ...MerchantCardFields,
  loyaltyBalance: T.Number(),
  storeValueBalance: T.Number(),
  loyaltyProgramUnit: LoyaltyUnit,
  last_visited: Nullable(DateTime),
  joinedAt: DateTime,
  hasPurchases: T.Boolean(),
  purchaseCount: T.Integer(),
  memberships: T.Array(Tier),
  memberNumber: T.String({ description: 'Membership (card) number: logs in as refNo with the password' }),
});
export type RewardMerchant = T.Static<typeof RewardMerchant>;

export const listMyMerchants = defineEndpoint({
  method: 'GET',
  path: '/me/merchants',
  summary: "The caller's joined merchants with balances and tiers, most recently visited first (My Rewards)",
  tags: ['merchants'],
  auth: 'member',
  query: T.Object(
    { ...PagingQuery(CATEGORY_MERCHANTS_LIMIT), filter: withDefault(RewardFilter, 'all') },
    { additionalProperties: false },
  ),
  response: ListOf(RewardMerchant),
});
