import {
  boolean,
  date,
  index,
  integer,
  primaryKey,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  ProductSelectType,
  VoucherChannel,
  VoucherType,
  VoucherValueType,
} from '../../../shared/constants/vouchers';
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

/**
 * A voucher a merchant offers; members hold copies of it (member_vouchers) at one of its values. Columns are named
 * after seed 001 §3 Voucher and seed 002 §3 Customer voucher (what the cart reads to apply a held copy).
 */
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
    voucherType: text('voucher_type').$type<VoucherType>().notNull().default('cash'),
    /** Whether a value's `value` is money off or a percent. */
    voucherValueType: text('voucher_value_type').$type<VoucherValueType>().notNull().default('amount'),
    /** Members may buy it with points or store credit (seed 001 isPurchase). */
    isPurchase: boolean('is_purchase').notNull().default(false),
    startDate: timestamp('start_date', { withTimezone: true }),
    /** The voucher's own expiry; it shows as expired one day later (seed 001 §9). */
    expiryDate: timestamp('expiry_date', { withTimezone: true }),
    /** Copies expire this many days after issue (capped by expiry_date); null: at expiry_date. */
    validityInDays: integer('validity_in_days'),
    /** Outlet ids where a copy applies; empty: every outlet. */
    outlets: jsonb('outlets').$type<string[]>().notNull().default([]),
    /** Order modes where a copy applies; empty: every mode. */
    channels: jsonb('channels').$type<VoucherChannel[]>().notNull().default([]),
    /** Item vouchers: how products are chosen, and by which categories, tags or product ids. */
    productSelectType: text('product_select_type').$type<ProductSelectType>(),
    productCategory: jsonb('product_category').$type<string[]>().notNull().default([]),
    productTags: jsonb('product_tags').$type<string[]>().notNull().default([]),
    products: jsonb('products').$type<string[]>().notNull().default([]),
    /** Item vouchers: how many products the member picks (0: the matching products are added by themselves). */
    productCount: integer('product_count').notNull().default(0),
    /** Total copies (`margin`) and copies left (`margin_balance`, decremented in SQL); null: unlimited. */
    margin: integer('margin'),
    marginBalance: integer('margin_balance'),
    /** Copies one member may get; null: unlimited. */
    personalMargin: integer('personal_margin'),
    /** Event title (seed 001 §3); 'First time shopper' and 'Birthday' vouchers are never sold. */
    voucherEvent: text('voucher_event'),
    termBody: text('term_body').notNull().default(''),
    /** Merchant-written HTML; the client sanitises it. */
    howItWorks: text('how_it_works').notNull().default(''),
    freeLabel: text('free_label'),
    showVoucherMemberApp: boolean('show_voucher_member_app').notNull().default(true),
    /** Cart conditions (seed 002 condition_list), e.g. a minimum quantity. */
    conditionList: jsonb('condition_list').$type<{ quantity: number }[]>().notNull().default([]),
    /** A printed code that claims a copy (/voucher-barcode/{barcode}); unique in the tenant. */
    barcode: text('barcode'),
  },
  (t) => [
    index('vouchers_tenant_idx').on(t.tenantId, t.sortOrder),
    uniqueIndex('vouchers_barcode_uq').on(t.tenantId, t.barcode),
  ],
);

/** One denomination of a voucher (the `voucherValueId` of /vouchers/:voucherId/:voucherValueId). */
export const voucherValues = pgTable(
  'voucher_values',
  {
    ...entityColumns(),
    voucherId: cascadingRef('voucher_id', () => vouchers.id),
    /** The amount off, or the percent for a percent voucher (seed `amount`). */
    value: numeric('value', { precision: 14, scale: 2 }).notNull(),
    /** What it costs in store credit (seed `saleAmount`); 0: not sold for credit. */
    price: numeric('price', { precision: 14, scale: 2 }).notNull().default('0'),
    /** What it costs in points (seed `pointAmount`); null: not sold for points. */
    pointAmount: numeric('point_amount', { precision: 14, scale: 2 }),
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
    /** The copy's `voucherExpiryDate` (issuedExpiry in src/shared/rules/vouchers.ts). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    voucherUsed: boolean('voucher_used').notNull().default(false),
    voucherUsedDate: timestamp('voucher_used_date', { withTimezone: true }),
    /** How the copy was got: bought, claimed by barcode, issued by the merchant, or the demo seed. */
    source: text('source').$type<'purchase' | 'claim' | 'issue' | 'seed'>().notNull().default('seed'),
    /** Who it was issued to: counts against `personal_margin` even after it is gifted on. */
    issuedToUserId: text('issued_to_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The member who gifted it to the holder (event 'Receive a voucher from others'). */
    giftedByUserId: text('gifted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('member_vouchers_user_idx').on(t.tenantId, t.userId, t.createdAt),
    index('member_vouchers_issued_idx').on(t.voucherId, t.issuedToUserId),
  ],
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
 * Each member's spend and purchase count at each merchant, kept by triggers on `pos_transactions` (migration 0011:
 * every insert, update and delete moves them in the same statement, whoever writes), so counting a purchase reads
 * one row instead of summing the member's whole purchase history there (issue 14: a member's burst of claims on
 * PGlite got slower with every purchase). A member without purchases may have no row.
 */
export const purchaseTotals = pgTable(
  'purchase_totals',
  {
    tenantId: text('tenant_id').notNull(),
    userId: cascadingRef('user_id', () => users.id),
    merchantId: cascadingRef('merchant_id', () => merchants.id),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    purchases: integer('purchases').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId, t.merchantId] })],
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
