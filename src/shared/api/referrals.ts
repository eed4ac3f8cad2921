/**
 * Referrals (seed 001 §2 screen 15, §3 Referral and Referred-friend record, §6; issue 13): the referral programs of
 * a merchant with the caller's standing and the merchant's tickets, the referral history (tabs Loyalty point, Store
 * Credit, Joined), invited friends and gifts sent. Rewards are paid when a referred friend joins the merchant.
 */
import * as T from '@sinclair/typebox';
import { REFERRAL_HISTORY_PAGE_SIZE } from '../constants/loyalty';
import { DataOf, DateTime, Enum, Id, ListOf, MerchantRef, Nullable, PagingQuery } from './common';
import { defineEndpoint } from './endpoint';
import { Decimal } from './money';
import { WalletAsset } from './wallet';

const tags = ['referrals'];

export const REFERRAL_GIFT_TYPES = ['point', 'storeValue', 'voucher'] as const;

export const ReferralProgram = T.Object({
  _id: T.String(),
  name: T.String(),
  /** Merchant-written HTML; the client sanitises it. */
  howItWorks: T.String(),
  referral: T.Object({
    giftType: Enum(REFERRAL_GIFT_TYPES),
    giftAmount: T.Number(),
    giftAmountLimit: T.Number({ description: 'Most one referrer receives in all (0: no limit)' }),
    referralCountMax: T.Integer({ description: 'Most friends one referrer is rewarded for (0: no limit)' }),
    currentGiftedAmount: T.Number({ description: 'What you received from this program so far' }),
    referralCount: T.Integer({ description: 'Friends you were rewarded for' }),
  }),
});

export const ReferralOverview = T.Object({
  merchant: MerchantRef,
  ticketReferral: T.Integer({ minimum: 0, description: 'Referral rewards the merchant can still give' }),
  sharingOpen: T.Boolean({ description: 'False at 0 tickets: sharing is disabled (seed 001 §6)' }),
  ticketLow: T.Boolean({ description: "At or under the low mark: 'Note! Merchant referral program ticket is low'" }),
  programs: T.Array(ReferralProgram),
});
export type ReferralOverview = T.Static<typeof ReferralOverview>;

export const getReferralOverview = defineEndpoint({
  method: 'GET',
  path: '/referrals/merchants/:merchantId',
  summary: "A merchant's referral programs with your standing and its tickets left; 403 REFERRAL_OFF when it runs none",
  tags,
  auth: 'member',
  params: T.Object({ merchantId: Id() }),
  response: DataOf(ReferralOverview),
});

export const REFERRAL_HISTORY_TABS = ['point', 'credit', 'joined'] as const;
export type ReferralHistoryTab = (typeof REFERRAL_HISTORY_TABS)[number];

/** A friend who joined through your referral (seed 001 §3 Referred-friend record). */
export const ReferredFriend = T.Object({
  _id: T.String(),
  merchant: MerchantRef,
  referralJoinedUserName: T.String(),
  referralJoinedUserPhone: Nullable(T.String({ description: 'Masked, e.g. +976****01' })),
  giftType: Enum(REFERRAL_GIFT_TYPES),
  giftAmount: Decimal({ description: 'Points you received (0.00 when a cap left nothing)' }),
  giftStoreValue: Decimal({ description: 'Store credit you received' }),
  createdAt: DateTime,
});
export type ReferredFriend = T.Static<typeof ReferredFriend>;

export const listReferralHistory = defineEndpoint({
  method: 'GET',
  path: '/referrals/history',
  summary:
    'Friends who joined through your referrals, newest first: tab point (loyalty points received), credit (store credit received) or joined (every join); optionally at one merchant',
  tags,
  auth: 'member',
  query: T.Object(
    {
      ...PagingQuery(REFERRAL_HISTORY_PAGE_SIZE),
      tab: Enum(REFERRAL_HISTORY_TABS),
      merchantId: T.Optional(Id()),
    },
    { additionalProperties: false },
  ),
  response: ListOf(ReferredFriend),
});

export const InvitedFriend = T.Object({
  _id: T.String(),
  name: T.String(),
  phone: Nullable(T.String({ description: 'Masked' })),
  signedUpAt: DateTime,
  joined: T.Boolean({ description: 'Joined the merchant of this app' }),
});

export const listInvitedFriends = defineEndpoint({
  method: 'GET',
  path: '/referrals/friends',
  summary: 'Everyone who signed up with your referral code, newest first (total is the totalCount)',
  tags,
  auth: 'member',
  query: T.Object({ ...PagingQuery(REFERRAL_HISTORY_PAGE_SIZE) }, { additionalProperties: false }),
  response: ListOf(InvitedFriend),
});

export const GiftSent = T.Object({
  _id: T.String(),
  merchant: MerchantRef,
  asset: WalletAsset,
  amount: Decimal(),
  createdAt: DateTime,
  giftToUser: T.Object({ name: T.String(), phone: Nullable(T.String()) }),
});

export const listGiftsSent = defineEndpoint({
  method: 'GET',
  path: '/referrals/gifts-sent',
  summary: 'Points and store credit you gifted, newest first (/profile/refer-friends/giftsent)',
  tags,
  auth: 'member',
  query: T.Object(
    { ...PagingQuery(REFERRAL_HISTORY_PAGE_SIZE), merchantId: T.Optional(Id()) },
    { additionalProperties: false },
  ),
  response: ListOf(GiftSent),
});
