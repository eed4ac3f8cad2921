import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { merchants } from './merchants';
import { users } from './users';
import { entityColumns, cascadingRef, createdAtColumn } from './columns';
import type { BundledItemData, ModifierData, ProductOperationTime } from './outlet-settings';

/**
 * Localised text of the ordering catalogue (seed 002 §3: "name and description (localised en_US and zh_CN)").
 * en_US is always present; other locales fall back to it.
 */
export interface LocalisedText {
  en_US: string;
  zh_CN?: string;
  mn_MN?: string;
}

/**
 * A menu category of a merchant's ordering catalogue (seed 002 §3 Menu.category_list: sourceId, name.en_US, image,
 * order, isShowInOrder). The ordering issue adds end times and outlets; this is the minimal shape products hang on.
 */
export const menuCategories = pgTable(
  'menu_categories',
  {
    ...entityColumns(),
    merchantId: cascadingRef('merchant_id', () => merchants.id),
    sourceId: text('source_id'),
    name: jsonb('name').$type<LocalisedText>().notNull(),
    image: text('image'),
    sortOrder: integer('sort_order').notNull().default(0),
    isShowInOrder: boolean('is_show_in_order').notNull().default(true),
    /** Not orderable after this instant (seed 002 §5: an expired category is hidden). */
    endTime: timestamp('end_time', { withTimezone: true }),
    /** Outlets showing it; empty = every outlet of the merchant. */
    outletIds: jsonb('outlet_ids').$type<string[]>().notNull().default([]),
    /** The recommended category Feeling Lucky draws from. */
    isRecommended: boolean('is_recommended').notNull().default(false),
  },
  (t) => [index('menu_categories_merchant_idx').on(t.tenantId, t.merchantId, t.sortOrder)],
);

/**
 * A product of a merchant's catalogue (seed 002 §3 Product), minimal for bookmarks (seed 000 §7 "Toggle a product
 * bookmark by product id"). Column names follow seed 002 so the ordering issue extends this table (modifiers,
 * bundles, end times, tags) instead of replacing it. Prices are per order mode, as the spec's price {dine_in, takeout,
 * delivery}; numeric so money never goes through floating point.
 */
export const products = pgTable(
  'products',
  {
    ...entityColumns(),
    merchantId: cascadingRef('merchant_id', () => merchants.id),
    categoryId: text('category_id').references(() => menuCategories.id, { onDelete: 'set null' }),
    /** The product's id in the merchant's POS (seed 002 sourceId / product_uid). */
    sourceId: text('source_id'),
    /** 0 normal, 1 bundle (seed 002). */
    type: integer('type').notNull().default(0),
    name: jsonb('name').$type<LocalisedText>().notNull(),
    description: jsonb('description').$type<LocalisedText>().notNull().default({ en_US: '' }),
    image: text('image'),
    covers: jsonb('covers').$type<string[]>().notNull().default([]),
    priceDineIn: numeric('price_dine_in', { precision: 14, scale: 2 }).notNull(),
    priceTakeout: numeric('price_takeout', { precision: 14, scale: 2 }).notNull(),
    priceDelivery: numeric('price_delivery', { precision: 14, scale: 2 }).notNull(),
    /** Availability: shown in ordering at all, per order mode, and tracked stock (null remaining = untracked). */
    isShowInOrder: boolean('is_show_in_order').notNull().default(true),
    isDineIn: boolean('is_dine_in').notNull().default(true),
    isTakeout: boolean('is_takeout').notNull().default(true),
    isDelivery: boolean('is_delivery').notNull().default(true),
    isTrackQuantity: boolean('is_track_quantity').notNull().default(false),
    remainingQuantity: integer('remaining_quantity'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Ordering (seed 002 §3 Product; issue 11). Modifier groups and bundle items travel as the contract shapes them.
    modifiers: jsonb('modifiers').$type<ModifierData[]>().notNull().default([]),
    bundledItems: jsonb('bundled_items').$type<BundledItemData[]>().notNull().default([]),
    endTime: timestamp('end_time', { withTimezone: true }),
    /** Weekly windows it is orderable in; empty = whenever the outlet is open. */
    operationTimes: jsonb('operation_times').$type<ProductOperationTime[]>().notNull().default([]),
    /** product_tags ids. */
    tagIds: jsonb('tag_ids').$type<string[]>().notNull().default([]),
    /** Outlets selling it; empty = every outlet of the merchant. */
    outletIds: jsonb('outlet_ids').$type<string[]>().notNull().default([]),
    ageRestriction: boolean('age_restriction').notNull().default(false),
    nutriGradeSymbol: text('nutri_grade_symbol').$type<'A' | 'B' | 'C' | 'D'>(),
    isShowNutriGradeSymbol: boolean('is_show_nutri_grade_symbol').notNull().default(false),
    isShowHealthierChoice: boolean('is_show_healthier_choice').notNull().default(false),
    sugarLevelPercentage: numeric('sugar_level_percentage', { precision: 5, scale: 2 }),
    /** Trending # badge (recommendation.trendingOrder). */
    trendingOrder: integer('trending_order'),
    isExcludeFromDiscount: boolean('is_exclude_from_discount').notNull().default(false),
    hasTax: boolean('has_tax').notNull().default(true),
    hasServiceCharge: boolean('has_service_charge').notNull().default(true),
    /** 'package' for a discount-package product guests may not take. */
    programType: text('program_type'),
  },
  (t) => [
    index('products_merchant_idx').on(t.tenantId, t.merchantId, t.sortOrder),
    index('products_category_idx').on(t.categoryId),
    // Placement decrements stock with a conditional update; the constraint is the last guard against going below 0.
    check('products_remaining_not_negative', sql`${t.remainingQuantity} is null or ${t.remainingQuantity} >= 0`),
  ],
);

/** A member's bookmarked (favourite) product; toggled by product id (seed 000 §7, seed 002 bookmark screen). */
export const productBookmarks = pgTable(
  'product_bookmarks',
  {
    tenantId: text('tenant_id').notNull(),
    userId: cascadingRef('user_id', () => users.id),
    productId: cascadingRef('product_id', () => products.id),
    createdAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] }), index('product_bookmarks_tenant_idx').on(t.tenantId)],
);

/**
 * Tracked stock of a modifier value (seed 002 §3 Modifier value remaining_quantity; §8 424 'modifier value sold out').
 * Values live in the products' modifier JSON and one value (say Oat milk) is shared by every product offering it, so
 * its stock is one row per merchant and value id, not a copy in each product: a value without a row is untracked.
 */
export const modifierValueStocks = pgTable(
  'modifier_value_stocks',
  {
    tenantId: text('tenant_id').notNull(),
    merchantId: cascadingRef('merchant_id', () => merchants.id),
    valueId: text('value_id').notNull(),
    remainingQuantity: integer('remaining_quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.valueId] }),
    index('modifier_value_stocks_tenant_idx').on(t.tenantId),
    // Placement takes stock with a conditional update; the constraint is the last guard against going below 0.
    check('modifier_value_stocks_not_negative', sql`${t.remainingQuantity} >= 0`),
  ],
);
