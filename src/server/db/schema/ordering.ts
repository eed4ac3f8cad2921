/**
 * Ordering (seed 002; issue 11): what a merchant sells through the app beyond the products themselves — price rules
 * and tiers, product tags, table QR tokens, promotional popups — and the customer's side: one cart per member (or
 * guest) and outlet with its lines, the priced lines of placed orders, and the daily order numbers per outlet.
 * Outlet settings live on `outlets`, product fields on `products` and `menu_categories`, orders extend `orders`.
 */
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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { CartItem, CartLineInput, DeliveryLocation } from '../../../shared/api/ordering-cart';
import type { PriceRule } from '../../../shared/api/ordering-catalogue';
import type { OrderMode } from '../../../shared/constants/ordering';
import { cascadingRef, createdAtColumn, entityColumns } from './columns';
import { merchants, outlets } from './merchants';
import { orders } from './payments';
import { products, type LocalisedText } from './products';
import { users } from './users';

/**
 * A price rule or a pricing tier (seed 002 §3 price_rule_list / pricing_tier_list), with the conditions of the
 * contract's PriceRule: empty lists mean "any".
 */
export const priceRules = pgTable(
  'price_rules',
  {
    ...entityColumns(),
    merchantId: cascadingRef('merchant_id', () => merchants.id),
    kind: text('kind').$type<'rule' | 'tier'>().notNull(),
    name: text('name').notNull(),
    weekdays: jsonb('weekdays').$type<number[]>().notNull().default([]),
    startTime: text('start_time'),
    endTime: text('end_time'),
    channels: jsonb('channels').$type<OrderMode[]>().notNull().default([]),
    outletIds: jsonb('outlet_ids').$type<string[]>().notNull().default([]),
    minQuantity: integer('min_quantity').notNull().default(1),
    productIds: jsonb('product_ids').$type<string[]>().notNull().default([]),
    categoryIds: jsonb('category_ids').$type<string[]>().notNull().default([]),
    effectType: text('effect_type').$type<PriceRule['effect']['type']>().notNull(),
    effectValue: numeric('effect_value', { precision: 14, scale: 2 }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('price_rules_merchant_idx').on(t.tenantId, t.merchantId, t.sortOrder)],
);

/** A tag of the search screen's chip row (seed 002 §2 productTags). */
export const productTags = pgTable(
  'product_tags',
  {
    ...entityColumns(),
    merchantId: cascadingRef('merchant_id', () => merchants.id),
    name: jsonb('name').$type<LocalisedText>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('product_tags_merchant_idx').on(t.tenantId, t.merchantId, t.sortOrder)],
);

/** A table's QR token (seed 002 /order/table/{token}): exchanged for its outlet and table number. */
export const tableTokens = pgTable(
  'table_tokens',
  {
    token: text('token').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    merchantId: cascadingRef('merchant_id', () => merchants.id),
    outletId: cascadingRef('outlet_id', () => outlets.id),
    tableNumber: text('table_number').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAtColumn(),
  },
  (t) => [index('table_tokens_outlet_idx').on(t.tenantId, t.outletId)],
);

/** A promotional popup (seed 002 §4 Popups); the device counts how often it showed one. */
export const popupMessages = pgTable(
  'popup_messages',
  {
    ...entityColumns(),
    merchantId: cascadingRef('merchant_id', () => merchants.id),
    /** null: every outlet. */
    outletId: text('outlet_id').references(() => outlets.id, { onDelete: 'cascade' }),
    pages: jsonb('pages').$type<('order' | 'home' | 'member')[]>().notNull(),
    image: text('image').notNull(),
    link: text('link'),
    showTimes: integer('show_times').notNull().default(1),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('popup_messages_merchant_idx').on(t.tenantId, t.merchantId, t.sortOrder)],
);

/**
 * The caller's cart at one outlet (seed 002 §3 Cart): one per user and outlet. Its lines are priced on every read
 * from the current menu, so a price change shows before placement; placement freezes them into `order_lines`.
 */
export const carts = pgTable(
  'carts',
  {
    ...entityColumns(),
    merchantId: cascadingRef('merchant_id', () => merchants.id),
    outletId: cascadingRef('outlet_id', () => outlets.id),
    userId: cascadingRef('user_id', () => users.id),
    orderMode: text('order_mode').$type<OrderMode>().notNull(),
    /** Outlet-local 'YYYY-MM-DD HH:mm'; null = NOW. */
    estimatedDate: text('estimated_date'),
    tableNumber: text('table_number'),
    pagerNumber: text('pager_number'),
    tableToken: text('table_token'),
    deliveryLocation: jsonb('delivery_location').$type<DeliveryLocation>(),
    /** Metres from the outlet to the delivery location. */
    deliveryDistance: integer('delivery_distance'),
    /** Applied vouchers: discount_code and reference_id as the client sent them. */
    discountList: jsonb('discount_list')
      .$type<{ discount_code: 'VOUCHER'; reference_id: string }[]>()
      .notNull()
      .default([]),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('carts_user_outlet_uq').on(t.tenantId, t.userId, t.outletId)],
);

/** A line of a cart: what the customer chose, as sent (validated against the menu whenever it is written). */
export const cartLines = pgTable(
  'cart_lines',
  {
    ...entityColumns(),
    cartId: cascadingRef('cart_id', () => carts.id),
    productId: cascadingRef('product_id', () => products.id),
    quantity: integer('quantity').notNull(),
    modifiers: jsonb('modifiers').$type<CartLineInput['modifier_list']>().notNull().default([]),
    bundledItems: jsonb('bundled_items').$type<CartLineInput['bundled_item_list']>().notNull().default([]),
    freeItemVoucherValueId: text('free_item_voucher_value_id'),
    isAutoAdded: boolean('is_auto_added').notNull().default(false),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('cart_lines_cart_idx').on(t.cartId, t.createdAt),
    check('cart_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/** A line of a placed order, priced and frozen at placement (what the order page and reorder read). */
export const orderLines = pgTable(
  'order_lines',
  {
    ...entityColumns(),
    orderId: cascadingRef('order_id', () => orders.id),
    /** Kept after the product is deleted (associations and reorder skip what is gone). */
    productId: text('product_id').notNull(),
    quantity: integer('quantity').notNull(),
    /** Stock taken from the product at placement (given back on cancel). */
    stockTaken: integer('stock_taken').notNull().default(0),
    snapshot: jsonb('snapshot').$type<CartItem>().notNull(),
    input: jsonb('input').$type<CartLineInput>().notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId, t.sortOrder),
    index('order_lines_product_idx').on(t.tenantId, t.productId),
  ],
);

/** The last daily order number given per outlet and outlet-local day (one upsert per placement). */
export const orderDayCounters = pgTable(
  'order_day_counters',
  {
    tenantId: text('tenant_id').notNull(),
    outletId: cascadingRef('outlet_id', () => outlets.id),
    day: text('day').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.outletId, t.day] })],
);

/**
 * Stock an order took beyond its lines' own products (given back on cancel): modifier values (modifier_value_stocks)
 * and the products picked in bundles (products.remaining_quantity).
 */
export const orderOptionStock = pgTable(
  'order_option_stock',
  {
    tenantId: text('tenant_id').notNull(),
    orderId: cascadingRef('order_id', () => orders.id),
    kind: text('kind').$type<'modifier_value' | 'bundle_product'>().notNull(),
    /** The modifier value id or the bundled product's id. */
    itemId: text('item_id').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.kind, t.itemId] })],
);
