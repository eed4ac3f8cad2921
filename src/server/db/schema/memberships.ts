import { boolean, index, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { categories, merchants } from './merchants';
import { users } from './users';

/** A user joined to a merchant: the home of loyalty and store-credit balances (rewards issues add programs). */
export const memberships = pgTable(
  'memberships',
  {
    tenantId: text('tenant_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    loyaltyBalance: numeric('loyalty_balance', { precision: 14, scale: 2 }).notNull().default('0'),
    storeValueBalance: numeric('store_value_balance', { precision: 14, scale: 2 }).notNull().default('0'),
    isTermChecked: boolean('is_term_checked').notNull().default(true),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    lastVisitedAt: timestamp('last_visited_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.merchantId] }), index('memberships_tenant_idx').on(t.tenantId)],
);

export const merchantFollows = pgTable(
  'merchant_follows',
  {
    tenantId: text('tenant_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.merchantId] })],
);

export const categoryFollows = pgTable(
  'category_follows',
  {
    tenantId: text('tenant_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.categoryId] })],
);
