import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { merchants } from './merchants';
import { users } from './users';

/** A point-of-sale register of a merchant (x-registerId of the register payment calls, seed 001 §7). */
export const registers = pgTable(
  'registers',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [index('registers_tenant_idx').on(t.tenantId)],
);

/**
 * What a customer's 6-digit code unlocks at a register: checkout for that customer, at that register's merchant,
 * for a short time. Stored as the sha256 of the token the confirm answered.
 */
export const registerSessions = pgTable(
  'register_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    registerId: text('register_id')
      .notNull()
      .references(() => registers.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('register_sessions_expiry_idx').on(t.expiresAt)],
);
