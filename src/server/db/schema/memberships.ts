import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { categories, merchants } from './merchants';
import { users } from './users';
import { cascadingRef } from './columns';

/**
 * Membership (card) numbers, the refNo of the login form: one database-wide sequence, so a number is unique in its
 * tenant by construction, is handed out by the column default on every join (no join code has to remember it) and
 * fills existing rows when the column is added. Eight digits from 10000001 reads like a printed card number.
 */
export const membershipNumberSeq = pgSequence('membership_number_seq', { startWith: 10000001 });

/** A user joined to a merchant: the home of loyalty and store-credit balances (rewards issues add programs). */
export const memberships = pgTable(
  'memberships',
  {
    tenantId: text('tenant_id').notNull(),
    userId: cascadingRef('user_id', () => users.id),
    merchantId: cascadingRef('merchant_id', () => merchants.id),
    loyaltyBalance: numeric('loyalty_balance', { precision: 14, scale: 2 }).notNull().default('0'),
    storeValueBalance: numeric('store_value_balance', { precision: 14, scale: 2 }).notNull().default('0'),
    isTermChecked: boolean('is_term_checked').notNull().default(true),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    lastVisitedAt: timestamp('last_visited_at', { withTimezone: true }),
    memberNumber: text('member_number')
      .notNull()
      .default(sql`nextval('membership_number_seq')::text`),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.merchantId] }),
    index('memberships_tenant_idx').on(t.tenantId),
    uniqueIndex('memberships_member_number_idx').on(t.tenantId, t.memberNumber),
  ],
);

export const merchantFollows = pgTable(
  'merchant_follows',
  {
    tenantId: text('tenant_id').notNull(),
    userId: cascadingRef('user_id', () => users.id),
    merchantId: cascadingRef('merchant_id', () => merchants.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.merchantId] })],
);

export const categoryFollows = pgTable(
  'category_follows',
  {
    tenantId: text('tenant_id').notNull(),
    userId: cascadingRef('user_id', () => users.id),
    categoryId: cascadingRef('category_id', () => categories.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.categoryId] })],
);
