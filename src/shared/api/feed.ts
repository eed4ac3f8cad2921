/** The Feed page (seed 000 §2, §7): promotions by section, vouchers on offer, the caller's vouchers, Activity badge. */
import * as T from '@sinclair/typebox';
import { FEED_VOUCHER_PAGE_SIZE } from '../constants/feed';
import { HOME_FEED_PAGE_SIZE } from '../constants/discovery';
import { DataOf, DateTime, Enum, IdParams, ListOf, MerchantRef, Nullable, PagingQuery } from './common';
import { defineEndpoint } from './endpoint';

const tags = ['feed'];

/**
 * Which promotions a section holds: my = merchants the caller joined; following = followed but not joined;
 * other = the rest (everything, for anonymous visitors).
 */
export const FEED_SECTIONS = ['my', 'following', 'other'] as const;
export const FeedSection = Enum(FEED_SECTIONS, { description: 'my | following | other' });
export type FeedSection = T.Static<typeof FeedSection>;

/** A feed promotion card (seed 000 §3 Feed item of type promotion). */
export const Promotion = T.Object({
  _id: T.String(),
  type: T.Literal('promotion'),
  title: T.String(),
  description: T.String(),
  image: Nullable(T.String()),
  createdAt: DateTime,
  merchant: MerchantRef,
});
export type Promotion = T.Static<typeof Promotion>;

/** A voucher on offer, or one the member holds (then with memberVoucherId, balance and expiry). */
export const FeedVoucher = T.Object({
  _id: T.String(),
  type: T.Literal('voucher'),
  name: T.String(),
  description: T.String(),
  image: Nullable(T.String()),
  merchant: MerchantRef,
  /** The value a tap opens: the smallest for a voucher on offer, the one held for the member's own. */
  voucherValueId: Nullable(T.String()),
  value: Nullable(T.Number()),
  price: Nullable(T.Number()),
  /** The member's own copy (My vouchers); null for vouchers on offer. */
  memberVoucherId: Nullable(T.String()),
  balance: T.Optional(T.Number()),
  expiresAt: T.Optional(Nullable(DateTime)),
});
export type FeedVoucher = T.Static<typeof FeedVoucher>;

const VoucherPage = T.Object({ ...PagingQuery(FEED_VOUCHER_PAGE_SIZE) }, { additionalProperties: false });

export const listPromotions = defineEndpoint({
  method: 'GET',
  path: '/feed/promotions',
  summary: 'Promotions of one section: my (joined merchants), following (followed, not joined), other (the rest)',
  tags,
  auth: 'optional',
  query: T.Object({ ...PagingQuery(HOME_FEED_PAGE_SIZE), section: FeedSection }, { additionalProperties: false }),
  response: ListOf(Promotion),
});

export const listOfferedVouchers = defineEndpoint({
  method: 'GET',
  path: '/feed/vouchers',
  summary: 'Vouchers on offer that the caller does not hold yet, 5 per page',
  tags,
  auth: 'optional',
  query: VoucherPage,
  response: ListOf(FeedVoucher),
});

export const listMyVouchers = defineEndpoint({
  method: 'GET',
  path: '/feed/my-vouchers',
  summary: "The caller's vouchers (with the member voucher id), newest first, 5 per page",
  tags,
  auth: 'member',
  query: VoucherPage,
  response: ListOf(FeedVoucher),
});

export const getActivityUnreadCount = defineEndpoint({
  method: 'GET',
  path: '/feed/activity/unread-count',
  summary: "Unread point-of-sale transaction notifications of the caller (the Activity tab's badge)",
  tags,
  auth: 'member',
  response: DataOf(T.Integer()),
});

export const recordPromotionClick = defineEndpoint({
  method: 'POST',
  path: '/promotions/:promotionId/clicks',
  summary:
    'Record a view of a promotion detail (seed 001 §2 screen 5: a click on load): once per viewer (member, or visitor by address) and UTC day; answers the promotion’s click count (404 for an unknown promotion)',
  tags,
  auth: 'optional',
  params: IdParams('promotionId'),
  response: DataOf(T.Object({ clicks: T.Integer({ minimum: 0 }) })),
});
