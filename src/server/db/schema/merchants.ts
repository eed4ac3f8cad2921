import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { tenants } from './tenants';
import { entityColumns, cascadingRef } from './columns';
import {
  DEFAULT_DELIVERY_SETTINGS,
  DEFAULT_OPERATION_TIMES,
  DEFAULT_ORDER_SETTINGS,
  DEFAULT_PICKUP_SETTINGS,
  type DeliverySettings,
  type OrderSettings,
  type OutletTax,
  type PickupSettings,
  type ScheduleTime,
} from './outlet-settings';

/** Opening hours keyed by weekday abbreviation (mon..sun), each `HH:MM-HH:MM`; a missing day is closed. */
export type WorkingHours = Partial<Record<'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun', string>>;
export interface MerchantContact {
  phone1?: string;
  phone2?: string;
  email?: string;
  web?: string;
  street1?: string;
  addressLine?: string;
}
export interface LoyaltyUnit {
  name: string;
  type: 'point' | 'credit';
  /** Points carry 2 decimals; otherwise they are whole. */
  isDecimal: boolean;
  /** Currency value of one point as an exact decimal string (demo "0.01"); see src/shared/rules/money.ts. */
  pointToCurrencyValue: string;
}

export const categories = pgTable(
  'categories',
  {
    id: text('id').primaryKey(),
    tenantId: cascadingRef('tenant_id', () => tenants.id),
    name: text('name').notNull(),
    color: text('color').notNull(),
    icon: text('icon').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('categories_tenant_idx').on(t.tenantId)],
);

/**
 * A merchant listed in a tenant's app. The tenant's own brand is the merchant whose id equals the tenant id; a
 * platform tenant lists many more (home feed, categories, near me).
 */
export const merchants = pgTable(
  'merchants',
  {
    id: text('id').primaryKey(),
    tenantId: cascadingRef('tenant_id', () => tenants.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    logo: text('logo'),
    image: text('image'),
    covers: jsonb('covers').$type<string[]>().notNull().default([]),
    color: text('color').notNull(),
    subdomain: text('subdomain'),
    categoryId: text('category_id').references(() => categories.id, { onDelete: 'set null' }),
    contact: jsonb('contact').$type<MerchantContact>().notNull().default({}),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    workingHours: jsonb('working_hours').$type<WorkingHours>().notNull().default({}),
    loyaltyUnit: jsonb('loyalty_unit').$type<LoyaltyUnit>().notNull(),
    termBody: text('term_body'),
    /** Store credit may go below zero here (seed 001 §5), unless the tenant closed store credit. */
    storeCreditAllowNegative: boolean('store_credit_allow_negative').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    /** Seed 002: the search screen's Feeling Lucky button, switched off per merchant in data (never by id in code). */
    isFeelingLuckyEnabled: boolean('is_feeling_lucky_enabled').notNull().default(true),
    isSponsored: boolean('is_sponsored').notNull().default(false),
    followedCount: integer('followed_count').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('merchants_tenant_idx').on(t.tenantId, t.sortOrder), index('merchants_category_idx').on(t.categoryId)],
);

export const outlets = pgTable(
  'outlets',
  {
    ...entityColumns(),
    merchantId: cascadingRef('merchant_id', () => merchants.id),
    name: text('name').notNull(),
    image: text('image'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    contact: jsonb('contact').$type<MerchantContact>().notNull().default({}),
    workingHours: jsonb('working_hours').$type<WorkingHours>().notNull().default({}),
    isMenu: boolean('is_menu').notNull().default(true),
    isOrder: boolean('is_order').notNull().default(true),
    // Ordering (seed 002 §3 Outlet; issue 11): every "today", slot and price-rule check runs in `time_zone`.
    /** The order system's own id of the outlet (seed 002 Outlet.id). */
    externalId: text('external_id'),
    timeZone: text('time_zone').notNull().default('Asia/Ulaanbaatar'),
    /** Slot step in minutes. */
    paddingTime: integer('padding_time').notNull().default(30),
    /** Dine-in opening windows; pick-up and delivery carry their own in their settings. */
    operationTimes: jsonb('operation_times').$type<ScheduleTime[]>().notNull().default(DEFAULT_OPERATION_TIMES),
    orderSettings: jsonb('order_settings').$type<OrderSettings>().notNull().default(DEFAULT_ORDER_SETTINGS),
    pickupSettings: jsonb('pickup_settings').$type<PickupSettings>().notNull().default(DEFAULT_PICKUP_SETTINGS),
    deliverySettings: jsonb('delivery_settings').$type<DeliverySettings>().notNull().default(DEFAULT_DELIVERY_SETTINGS),
    /** Fraction, e.g. 0.10 for 10 %. */
    serviceChargeRate: numeric('service_charge_rate', { precision: 7, scale: 6 }).notNull().default('0'),
    taxes: jsonb('taxes').$type<OutletTax[]>().notNull().default([]),
    /** Terms the customer ticks before paying (null: none). */
    cartTexture: text('cart_texture'),
    outletTexture: text('outlet_texture'),
  },
  (t) => [index('outlets_merchant_idx').on(t.merchantId), index('outlets_tenant_idx').on(t.tenantId)],
);

/** Codes that let a user join a merchant whose policy requires a sign-up token. */
export const signupTokens = pgTable('signup_tokens', {
  token: text('token').primaryKey(),
  tenantId: text('tenant_id').notNull(),
  merchantId: cascadingRef('merchant_id', () => merchants.id),
});
