import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { merchants } from './merchants';
import { users } from './users';
import { entityColumns, cascadingRef, createdAtColumn } from './columns';

/** A merchant's promotion (image card) shown in the feed's Promotions tab and mixed into the home feed. */
export const promotions = pgTable(
  'promotions',
  {
    ...entityColumns(),
    merchantId: cascadingRef('merchant_id', () => merchants.id),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    image: text('image'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAtColumn(),
  },
  (t) => [index('promotions_tenant_idx').on(t.tenantId, t.sortOrder)],
);

/**
 * A view of a promotion's detail (seed 001 §2 screen 5: "a click is recorded on load"): one row per promotion,
 * viewer and day, so reloads and back-and-forth count once a day. `viewer` is `user:<id>` for a signed-in caller,
 * `ip:<address>` for a visitor; the promotion's clicks are the count of its rows.
 */
export const promotionClicks = pgTable(
  'promotion_clicks',
  {
    ...entityColumns(),
    promotionId: cascadingRef('promotion_id', () => promotions.id),
    viewer: text('viewer').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('promotion_clicks_viewer_day_uq').on(t.promotionId, t.viewer, t.day)],
);

/** A voucher a merchant offers; members hold copies of it (member_vouchers) at one of its values. */
export const vouchers = pgTable(
  'vouchers',
  {
    ...entityColumns(),
    merchantId: cascadingRef('merchant_id', () => merchants.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    image: text('image'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAtColumn(),
  },
  (t) => [index('vouchers_tenant_idx').on(t.tenantId, t.sortOrder)],
);

/** One denomination of a voucher (the `voucherValueId` of /vouchers/:voucherId/:voucherValueId). */
export const voucherValues = pgTable(
  'voucher_values',
  {
    ...entityColumns(),
    voucherId: cascadingRef('voucher_id', () => vouchers.id),
    value: numeric('value', { precision: 14, scale: 2 }).notNull(),
    price: numeric('price', { precision: 14, scale: 2 }).notNull().default('0'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('voucher_values_voucher_idx').on(t.voucherId)],
);

/** A voucher held by a member (the "member voucher id" of the feed's My vouchers). */
export const memberVouchers = pgTable(
  'member_vouchers',
  {
    ...entityColumns(),
    userId: cascadingRef('user_id', () => users.id),
    voucherId: cascadingRef('voucher_id', () => vouchers.id),
    voucherValueId: cascadingRef('voucher_value_id', () => voucherValues.id),
    balance: numeric('balance', { precision: 14, scale: 2 }).notNull(),
    createdAt: createdAtColumn(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [index('member_vouchers_user_idx').on(t.tenantId, t.userId, t.createdAt)],
);

/**
 * Point-of-sale purchases of a member at a merchant: what "With purchases" in My Rewards means, and the amount and
 * count that move a member through the merchant's tiers.
 */
export const posTransactions = pgTable(
  'pos_transactions',
  {
    ...entityColumns(),
    userId: cascadingRef('user_id', () => users.id),
    merchantId: cascadingRef('merchant_id', () => merchants.id),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [index('pos_transactions_user_idx').on(t.tenantId, t.userId, t.merchantId)],
);

/**
 * A merchant's membership tiers, lowest first. A member reaches a tier when their total spend reaches
 * `required_amount` or their purchase count reaches `required_count` (either qualifies; 0 means no requirement).
 */
export const membershipTiers = pgTable(
  'membership_tiers',
  {
    ...entityColumns(),
    merchantId: cascadingRef('merchant_id', () => merchants.id),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull(),
    requiredAmount: numeric('required_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    requiredCount: integer('required_count').notNull().default(0),
    // What the member app shows of a tier (seed 000 §3 Membership): hidden tiers still count for progress.
    showOnMemberApp: boolean('show_on_member_app').notNull().default(true),
    image: text('image'),
    /** Merchant-written HTML; sanitised by the client. */
    howItWorks: text('how_it_works').notNull().default(''),
    /** The tier's benefit: a discount or a cashback of `benefit_percent` % (null: the tier gives neither). */
    discountType: text('discount_type').$type<'discount' | 'cashback'>(),
    benefitPercent: numeric('benefit_percent', { precision: 5, scale: 2 }),
    /** How long a reached tier lasts, in days (seed 001 §9: shown in days, months or years); null: no end. */
    durationDays: integer('duration_days'),
    /** Outlets where the tier's rules apply; empty means every outlet of the merchant. */
    outletIds: jsonb('outlet_ids').$type<string[]>().notNull().default([]),
  },
  (t) => [index('membership_tiers_merchant_idx').on(t.tenantId, t.merchantId, t.sortOrder)],
);
