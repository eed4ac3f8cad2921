import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { WalletAsset } from '../../../shared/api/money';
import { entityColumns, cascadingRef, createdAtColumn } from './columns';
import { memberVouchers, voucherValues, vouchers } from './feed';
import { merchants } from './merchants';
import { users } from './users';

/** Online shops a merchant can connect for discount codes (src/server/modules/vouchers/shop-connectors). */
export const SHOP_CONNECTORS = ['sandbox', 'shopify'] as const;
export type ShopConnectorName = (typeof SHOP_CONNECTORS)[number];

/**
 * What a merchant decides about its vouchers (seed 001 §3 merchant view): its SMS `ticket`s (each voucher code or
 * gift SMS uses one, decremented in SQL, never below 0), whether buying needs a code (`isClaimVoucherVerification`),
 * and the online shop its cash vouchers make discount codes in. A merchant without a row: no tickets, no code, no shop.
 */
export const voucherMerchantSettings = pgTable(
  'voucher_merchant_settings',
  {
    merchantId: text('merchant_id')
      .primaryKey()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    tenantId: text('tenant_id').notNull(),
    ticket: integer('ticket').notNull().default(0),
    isClaimVoucherVerification: boolean('is_claim_voucher_verification').notNull().default(false),
    shopConnector: text('shop_connector').$type<ShopConnectorName>(),
    /** Shopify: the shop's myshopify domain; its Admin API token comes from the environment, never the database. */
    shopDomain: text('shop_domain'),
  },
  (t) => [check('voucher_ticket_not_negative', sql`${t.ticket} >= 0`)],
);

/**
 * A purchase waiting for its verification (seed 001 §4 buy flow): member, voucher value and asset; `sms`: the hash
 * of the 4-digit code with every binding, attempt-limited; `biometric`: the WebAuthn challenge; `none`: the merchant
 * asks for no code. Consumed once; the copy is issued in the transaction that consumes it.
 */
export const voucherPurchaseRequests = pgTable(
  'voucher_purchase_requests',
  {
    ...entityColumns(),
    userId: cascadingRef('user_id', () => users.id),
    voucherId: cascadingRef('voucher_id', () => vouchers.id),
    voucherValueId: cascadingRef('voucher_value_id', () => voucherValues.id),
    asset: text('asset').$type<WalletAsset>().notNull(),
    /** The price when asked (points or credit); the confirmation charges exactly this. */
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    verification: text('verification').$type<'none' | 'sms' | 'biometric'>().notNull(),
    codeHash: text('code_hash'),
    challenge: text('challenge'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    /** The copy the confirmation issued. */
    memberVoucherId: text('member_voucher_id'),
    createdAt: createdAtColumn(),
  },
  (t) => [index('voucher_purchase_requests_user_idx').on(t.tenantId, t.userId, t.createdAt)],
);

/**
 * A gift of a held copy waiting for its verification (seed 001 §4, §6: biometrics for gift as for buy): the copy,
 * the recipient found by phone, and the verification as for a purchase (`sms`: the hash of the 4-digit code with
 * every binding, attempt-limited; `biometric`: the WebAuthn challenge). Consumed once; the copy moves in the
 * transaction that consumes it.
 */
export const voucherGiftRequests = pgTable(
  'voucher_gift_requests',
  {
    ...entityColumns(),
    userId: cascadingRef('user_id', () => users.id),
    memberVoucherId: cascadingRef('member_voucher_id', () => memberVouchers.id),
    recipientUserId: cascadingRef('recipient_user_id', () => users.id),
    /** The recipient's phone as searched: the gift SMS goes there. */
    phone: text('phone').notNull(),
    verification: text('verification').$type<'none' | 'sms' | 'biometric'>().notNull(),
    codeHash: text('code_hash'),
    challenge: text('challenge'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [index('voucher_gift_requests_user_idx').on(t.tenantId, t.userId, t.createdAt)],
);

/** A held copy used at the counter (the voucher detail's redeem history). */
export const voucherRedemptions = pgTable(
  'voucher_redemptions',
  {
    ...entityColumns(),
    memberVoucherId: cascadingRef('member_voucher_id', () => memberVouchers.id),
    userId: cascadingRef('user_id', () => users.id),
    /** register:<id> or dev. */
    redeemedBy: text('redeemed_by').notNull(),
    outletId: text('outlet_id'),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    createdAt: createdAtColumn(),
  },
  // A copy is used once: the unique index makes a second redemption fail even when two registers race.
  (t) => [uniqueIndex('voucher_redemptions_once_uq').on(t.memberVoucherId)],
);

/**
 * An online-shop discount code made from a held cash voucher (seed 001 §2 discount-code block). At most one active
 * code per copy (partial unique index); voiding keeps the row.
 */
export const voucherDiscountCodes = pgTable(
  'voucher_discount_codes',
  {
    ...entityColumns(),
    merchantId: cascadingRef('merchant_id', () => merchants.id),
    memberVoucherId: cascadingRef('member_voucher_id', () => memberVouchers.id),
    userId: cascadingRef('user_id', () => users.id),
    code: text('code').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    connector: text('connector').$type<ShopConnectorName>().notNull(),
    /** The shop's ids of the code (Shopify: price rule and discount code), to void it there. */
    externalId: text('external_id'),
    createdAt: createdAtColumn(),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('voucher_discount_codes_active_uq')
      .on(t.memberVoucherId)
      .where(sql`${t.voidedAt} is null`),
    index('voucher_discount_codes_user_idx').on(t.tenantId, t.userId),
  ],
);
