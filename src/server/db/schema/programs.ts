import { boolean, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';
import { membershipTiers } from './feed';
import { merchants } from './merchants';
import type { ProgramType } from '../../../shared/rules/programs';
import { entityColumns, cascadingRef, createdAtColumn } from './columns';

// The kinds of program seed 001 lists; membership tiers are not programs (they live in membership_tiers).
export { PROGRAM_TYPES, type ProgramType } from '../../../shared/rules/programs';

/**
 * What a program of each kind needs to be displayed (seed 001 §3); the rewards work adds the mechanics (earning,
 * stamping, redemption) on top of the same fields. Amounts are in the merchant's currency, percents 0..100.
 */
export type ProgramRule =
  | { kind: 'loyalty'; earnPerCurrency: number; pointToCurrencyValue: number }
  | { kind: 'voucher'; voucherId: string | null }
  | {
      kind: 'stamp';
      challenges: { level: number; description: string; hasGift: boolean }[];
      /** A paid purchase of at least this much earns one stamp (0 or missing: any purchase). */
      minAmount?: number;
    }
  | {
      kind: 'referral';
      giftType: 'point' | 'storeValue' | 'voucher';
      giftAmount: number;
      /** Most one referrer may receive from the program in all (0: no limit). */
      giftAmountLimit: number;
      /** Most friends one referrer is rewarded for (0 or missing: no limit). */
      referralCountMax?: number;
    }
  | {
      kind: 'cashback' | 'discount' | 'package';
      ruleType: 'amount' | 'percent' | 'product';
      amount: number;
      percent: number;
      minAmount: number;
      maxAmount: number;
      channels: string[];
    };

/** A merchant's program (seed 000 §7 "program lookup by id", seed 001 Program / Discount or cashback program). */
export const programs = pgTable(
  'programs',
  {
    ...entityColumns(),
    merchantId: cascadingRef('merchant_id', () => merchants.id),
    type: text('type').$type<ProgramType>().notNull(),
    name: text('name').notNull(),
    /** Plain-text summary for cards. */
    description: text('description').notNull().default(''),
    /** Merchant-written HTML; the client sanitises it before showing it. */
    howItWorks: text('how_it_works').notNull().default(''),
    howToEnjoySteps: jsonb('how_to_enjoy_steps').$type<string[]>().notNull().default([]),
    image: text('image'),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Null: never expires ('Never expire' in seed 001 §2). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    rule: jsonb('rule').$type<ProgramRule>().notNull(),
    /** Discount, cashback and package programs may be limited to the holders of one membership tier. */
    membershipTierId: text('membership_tier_id').references(() => membershipTiers.id, { onDelete: 'set null' }),
    /**
     * Referral programs: rewards the merchant can still hand out (the merchant's `ticketReferral`, seed 001 §6: at 0
     * sharing is disabled). Null for other kinds.
     */
    ticketsLeft: integer('tickets_left'),
    createdAt: createdAtColumn(),
  },
  (t) => [index('programs_merchant_idx').on(t.tenantId, t.merchantId, t.type, t.sortOrder)],
);

/**
 * Cashback a member earned from a cashback program on a paid purchase (seed 001 §3 Cashback history). The money is
 * the ledger entry it names (kind `cashback`); this row says which program and purchase it came from. One per
 * program, member and purchase (`source`: receipt:<id>, order:<id>), so a replayed purchase never pays twice.
 */
export const cashbackAwards = pgTable(
  'cashback_awards',
  {
    ...entityColumns(),
    merchantId: cascadingRef('merchant_id', () => merchants.id),
    programId: cascadingRef('program_id', () => programs.id),
    userId: cascadingRef('user_id', () => users.id),
    posAmount: numeric('pos_amount', { precision: 14, scale: 2 }).notNull(),
    cashbackAmount: numeric('cashback_amount', { precision: 14, scale: 2 }).notNull(),
    ledgerEntryId: text('ledger_entry_id').notNull(),
    source: text('source').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('cashback_awards_source_uq').on(t.programId, t.userId, t.source),
    index('cashback_awards_member_idx').on(t.tenantId, t.userId, t.programId, t.createdAt),
  ],
);

/**
 * A friend who joined a merchant through a member's referral (seed 001 §3 Referred-friend record), and what the
 * referrer received for it: `amount` 0 when a cap (tickets, giftAmountLimit, referralCountMax) left nothing, the
 * join still listed under Joined. One per program and friend, so a friend is rewarded once.
 */
export const referralRewards = pgTable(
  'referral_rewards',
  {
    ...entityColumns(),
    merchantId: cascadingRef('merchant_id', () => merchants.id),
    programId: cascadingRef('program_id', () => programs.id),
    referrerId: cascadingRef('referrer_id', () => users.id),
    friendId: cascadingRef('friend_id', () => users.id),
    giftType: text('gift_type').$type<'point' | 'storeValue' | 'voucher'>().notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    /** The referrer's ledger entry (referral_reward); null when nothing was given. */
    ledgerEntryId: text('ledger_entry_id'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('referral_rewards_friend_uq').on(t.programId, t.friendId),
    index('referral_rewards_referrer_idx').on(t.tenantId, t.referrerId, t.createdAt),
  ],
);
