import { entityColumns, cascadingRef, createdAtColumn } from './columns';
import { index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { WalletAsset } from '../../../shared/api/money';
import { merchants, outlets } from './merchants';
import { users } from './users';

/**
 * A redemption QR code (seed 001 §2 redeem sheet): a single-use, short-lived bearer code for an amount; nothing
 * leaves the balance until a register of the merchant redeems it (`redeemed_at`, set once by a conditional update).
 */
export const redemptionCodes = pgTable(
  'redemption_codes',
  {
    ...entityColumns(),
    merchantId: cascadingRef('merchant_id', () => merchants.id),
    userId: cascadingRef('user_id', () => users.id),
    asset: text('asset').$type<WalletAsset>().notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    /** What the QR shows: random, unique. */
    code: text('code').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAtColumn(),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    redeemedBy: text('redeemed_by'),
    entryId: text('entry_id'),
  },
  (t) => [uniqueIndex('redemption_codes_code_uq').on(t.code), index('redemption_codes_user_idx').on(t.userId)],
);

/**
 * A gift of points or credit waiting for its confirmation (seed 001 §4): bound to sender, merchant, recipient,
 * asset and amount. `sms`: the sha256 of the 4-digit code (with all the bindings), attempt-limited; `biometric`: the
 * WebAuthn challenge the assertion must sign. Consumed once.
 */
export const giftRequests = pgTable(
  'gift_requests',
  {
    ...entityColumns(),
    merchantId: cascadingRef('merchant_id', () => merchants.id),
    senderId: cascadingRef('sender_id', () => users.id),
    recipientId: cascadingRef('recipient_id', () => users.id),
    recipientPhone: text('recipient_phone').notNull(),
    asset: text('asset').$type<WalletAsset>().notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    verification: text('verification').$type<'sms' | 'biometric'>().notNull(),
    codeHash: text('code_hash'),
    challenge: text('challenge'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [index('gift_requests_sender_idx').on(t.tenantId, t.senderId, t.createdAt)],
);

/** What a member confirms with biometrics besides a gift (seed 001 §6: gift, redeem and buy). */
export type BiometricAction = 'redeem' | 'buy-credit';

/**
 * A WebAuthn challenge handed to a member for one redeem or store-credit purchase at one merchant (seed 001 §6,
 * when biometrics are on): the assertion that signs it is the fresh proof the server asks for. Consumed once.
 */
export const biometricChallenges = pgTable(
  'biometric_challenges',
  {
    ...entityColumns(),
    merchantId: cascadingRef('merchant_id', () => merchants.id),
    userId: cascadingRef('user_id', () => users.id),
    action: text('action').$type<BiometricAction>().notNull(),
    challenge: text('challenge').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('biometric_challenges_challenge_uq').on(t.tenantId, t.challenge),
    index('biometric_challenges_user_idx').on(t.tenantId, t.userId, t.createdAt),
  ],
);

/** Store credit on sale (seed 001 §3 store credit product): pay `from_amount`, receive `to_amount` of credit. */
export const storeCreditProducts = pgTable(
  'store_credit_products',
  {
    ...entityColumns(),
    merchantId: cascadingRef('merchant_id', () => merchants.id),
    outletId: cascadingRef('outlet_id', () => outlets.id),
    name: text('name').notNull(),
    image: text('image'),
    fromAmount: numeric('from_amount', { precision: 14, scale: 2 }).notNull(),
    toAmount: numeric('to_amount', { precision: 14, scale: 2 }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('store_credit_products_outlet_idx').on(t.tenantId, t.outletId, t.sortOrder)],
);
