/**
 * Merchants of an app: lists (home feed, search, near me), the merchant page of seed 000 §3, its terms, follow and
 * join. Categories list the merchant summaries of this file and My Rewards builds on its card fields; the loyalty
 * pieces the merchant page carries (unit, membership tiers) come from loyalty.ts.
 */
import * as T from '@sinclair/typebox';
import { HOME_FEED_PAGE_SIZE, NEAR_ME_DEFAULT_RANGE_METRES, NEAR_ME_MAX_RANGE_METRES } from '../constants/discovery';
import { DataOf, DateTime, IdParams, ListOf, Nullable, PagingQuery, Str } from './common';
import { defineEndpoint, withDefault } from './endpoint';
import { LoyaltyUnit, MembershipTier } from './loyalty';
import { ProgramSummary } from './programs';

const tags = ['merchants'];

/** Opening hours keyed by weekday (mon..sun), each `HH:MM-HH:MM`; a missing day is closed. */
export const WorkingHours = T.Record(T.String(), T.String());

const ContactFields = {
  phone1: T.Optional(T.String()),
  phone2: T.Optional(T.String()),
  email: T.Optional(T.String()),
  web: T.Optional(T.String()),
  street1: T.Optional(T.String()),
  addressLine: T.Optional(T.String()),
};

export const Location = T.Object({ latitude: T.Number(), longitude: T.Number() });

export const Outlet = T.Object({
  _id: T.String(),
  name: T.String(),
  image: Nullable(T.String()),
  isMenu: T.Boolean(),
  isOrder: T.Boolean(),
  contact: T.Object({ ...ContactFields, location: Location }),
  workingHours: WorkingHours,
});
export type Outlet = T.Static<typeof Outlet>;

/** The fields every list of merchants shows (home feed, search, category, near me, my merchants). */
export const MerchantCardFields = {
  /** Lets a feed mix merchants and promotions. */
  type: T.Literal('merchant'),
  _id: T.String(),
  name: T.String(),
  description: T.String(),
  logo: Nullable(T.String()),
  image: Nullable(T.String()),
  color: T.String(),
  subdomain: Nullable(T.String()),
  category: Nullable(T.Object({ _id: T.String(), name: T.String() })),
  isSponsored: T.Boolean(),
  isFollowed: T.Boolean(),
  followedCount: T.Integer(),
  joined: T.Boolean(),
};

/** A merchant in a list, with its outlets for the outlet count and today's open or closed state. */
export const MerchantSummary = T.Object({ ...MerchantCardFields, outlets: T.Array(Outlet) });
export type MerchantSummary = T.Static<typeof MerchantSummary>;

/** An outlet near a point, with its distance from it in metres (rounded). */
export const NearOutlet = T.Object({ ...Outlet.properties, distance: T.Number() });
export type NearOutlet = T.Static<typeof NearOutlet>;

/** A merchant near a point: its distance is its nearest outlet's; its outlets are those in range, nearest first. */
export const NearMerchant = T.Object({ ...MerchantCardFields, distance: T.Number(), outlets: T.Array(NearOutlet) });
export type NearMerchant = T.Static<typeof NearMerchant>;

/**
 * Fields of the merchant page that repeat the tenant's own policy under the names seed 000 §3 gives them. The
 * server fills them from the tenant config the merchant is served under; the app reads that policy from its public
 * config instead (src/client/api/merchants.ts drops them), so each flag reaches a screen through one channel.
 */
export const TenantPolicyFields = T.Object({
  IsAllowReferral: T.Boolean(),
  IsAllowRedeemLoyalty: T.Boolean(),
  IsClosedStoreCredit: T.Boolean(),
  isSignupTokenRequired: T.Boolean(),
  isLoginWith: T.Array(T.String()),
  isAllowSmsLogin: T.Boolean(),
  preferredLoginType: T.String(),
  signupFields: T.Object({ password: T.Object({ isRequired: T.Boolean() }) }),
  isTermCheckOnLogin: T.Boolean(),
  preferredEmailDomains: T.Array(T.String()),
  guestLoginType: T.String(),
});
export type TenantPolicyFields = T.Static<typeof TenantPolicyFields>;

/** The merchant page (seed 000 §3): the list fields, outlets, contact, tiers, programs, balances and policies. */
export const MerchantDetail = T.Object({
  ...MerchantCardFields,
  covers: T.Array(T.String()),
  contact: T.Object({ ...ContactFields, location: Nullable(Location), workingHours: WorkingHours }),
  outlets: T.Array(Outlet),
  memberships: T.Array(MembershipTier),
  loyaltyPrograms: T.Array(ProgramSummary),
  loyaltyProgramsCount: T.Integer(),
  /** Referral rewards the merchant can still give (seed 001 §6: at 0 sharing is disabled). */
  ticketReferral: T.Integer(),
  loyaltyProgramUnit: LoyaltyUnit,
  loyaltyBalance: T.Number(),
  storeValueBalance: T.Number(),
  last_visited: Nullable(DateTime),
  isTermChecked: T.Boolean(),
  hasTerms: T.Boolean(),
  ...TenantPolicyFields.properties,
});
export type MerchantDetail = T.Static<typeof MerchantDetail>;

export const FollowResult = T.Object({ _id: T.String(), isFollowed: T.Boolean(), followedCount: T.Integer() });
export type FollowResult = T.Static<typeof FollowResult>;

export const MerchantTerms = T.Object({ _id: T.String(), termBody: T.String({ description: 'HTML' }) });
export type MerchantTerms = T.Static<typeof MerchantTerms>;

const MerchantParams = IdParams('merchantId');

export const listMerchants = defineEndpoint({
  method: 'GET',
  path: '/merchants',
  summary: 'Home feed and search: merchants of this app, 10 per page',
  tags,
  auth: 'optional',
  query: T.Object(
    { ...PagingQuery(HOME_FEED_PAGE_SIZE), q: T.Optional(Str(100)), categoryId: T.Optional(Str(64)) },
    { additionalProperties: false },
  ),
  response: ListOf(MerchantSummary),
});

export const searchMerchants = defineEndpoint({
  method: 'GET',
  path: '/merchants/search',
  summary: 'Merchants whose name or description contains q',
  tags,
  auth: 'optional',
  query: T.Object(
    { ...PagingQuery(HOME_FEED_PAGE_SIZE), q: Str(100, { minLength: 1 }) },
    { additionalProperties: false },
  ),
  response: ListOf(MerchantSummary),
});

export const listNearMerchants = defineEndpoint({
  method: 'GET',
  path: '/merchants/near',
  summary: 'Merchants with an outlet within range metres, nearest first (distance in metres)',
  tags,
  auth: 'optional',
  query: T.Object(
    {
      ...PagingQuery(HOME_FEED_PAGE_SIZE),
      lat: T.Number({ minimum: -90, maximum: 90 }),
      lng: T.Number({ minimum: -180, maximum: 180 }),
      range: withDefault(T.Number({ minimum: 1, maximum: NEAR_ME_MAX_RANGE_METRES }), NEAR_ME_DEFAULT_RANGE_METRES),
      categoryId: T.Optional(Str(64)),
      /** Name contains (the near search, /searchNear). */
      q: T.Optional(Str(100)),
    },
    { additionalProperties: false },
  ),
  response: ListOf(NearMerchant),
});

export const getMerchant = defineEndpoint({
  method: 'GET',
  path: '/merchants/:merchantId',
  summary: 'Merchant page: outlets, contact, hours, policies, joined and balances',
  tags,
  auth: 'optional',
  params: MerchantParams,
  response: DataOf(MerchantDetail),
});

export const getMerchantTerms = defineEndpoint({
  method: 'GET',
  path: '/merchants/:merchantId/terms',
  summary: 'Merchant terms (termBody, HTML)',
  tags,
  auth: 'public',
  params: MerchantParams,
  response: DataOf(MerchantTerms),
});

export const followMerchant = defineEndpoint({
  method: 'POST',
  path: '/merchants/:merchantId/follow',
  summary: 'Follow a merchant',
  tags,
  auth: 'member',
  params: MerchantParams,
  response: DataOf(FollowResult),
});

export const unfollowMerchant = defineEndpoint({
  method: 'POST',
  path: '/merchants/:merchantId/unfollow',
  summary: 'Unfollow a merchant',
  tags,
  auth: 'member',
  params: MerchantParams,
  response: DataOf(FollowResult),
});

export const joinMerchant = defineEndpoint({
  method: 'POST',
  path: '/merchants/:merchantId/join',
  summary: 'Join a merchant (accept its terms; a sign-up token when the merchant requires one)',
  tags,
  auth: 'member',
  params: MerchantParams,
  body: T.Object({ isTermChecked: T.Boolean(), signupToken: T.Optional(Str(64)) }, { additionalProperties: false }),
  response: DataOf(MerchantDetail),
});
