import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
  | { kind: 'stamp'; challenges: { level: number; description: string; hasGift: boolean }[] }
  | { kind: 'referral'; giftType: 'point' | 'storeValue' | 'voucher'; giftAmount: number; giftAmountLimit: number }
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
