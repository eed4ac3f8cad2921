import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';
import { entityColumns, cascadingRef, createdAtColumn } from './columns';

export interface Consent {
  acceptNotification: boolean;
  acceptMarketing: boolean;
  frequency: 'daily' | 'weekly' | 'monthly' | 'never';
}

/** A customer of one tenant: the same phone on two tenants is two users (tenants never share members). */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    tenantId: cascadingRef('tenant_id', () => tenants.id),
    role: text('role').$type<'guest' | 'registered'>().notNull(),
    phone: text('phone'),
    email: text('email'),
    passwordHash: text('password_hash'),
    isPhoneVerified: boolean('is_phone_verified').notNull().default(false),
    isEmailVerified: boolean('is_email_verified').notNull().default(false),
    firstname: text('firstname'),
    lastname: text('lastname'),
    birthday: text('birthday'),
    isTermChecked: boolean('is_term_checked').notNull().default(false),
    referralCode: text('referral_code').notNull(),
    referredBy: text('referred_by'),
    consent: jsonb('consent').$type<Consent>().notNull(),
    language: text('language'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Guests may repeat a phone (a guest and later a member with the same phone): uniqueness only for members.
    uniqueIndex('users_tenant_phone_uq').on(t.tenantId, t.phone).where(sqlRegistered()),
    uniqueIndex('users_tenant_email_uq').on(t.tenantId, t.email).where(sqlRegistered()),
    uniqueIndex('users_tenant_referral_uq').on(t.tenantId, t.referralCode),
    index('users_tenant_idx').on(t.tenantId),
  ],
);

function sqlRegistered() {
  return sql`role = 'registered'`;
}

/** Bearer tokens, stored as sha256 so a leaked table does not leak sessions. Bound to the issuing tenant. */
export const sessions = pgTable(
  'sessions',
  {
    ...entityColumns(),
    userId: cascadingRef('user_id', () => users.id),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** One-time codes (hashed). Dead when expired, consumed, replaced by a newer code, or after too many wrong tries. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    ...entityColumns(),
    identity: text('identity').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
    requestIp: text('request_ip'),
  },
  (t) => [index('codes_lookup_idx').on(t.tenantId, t.identity, t.purpose, t.createdAt)],
);

/**
 * Every phone or e-mail a code was sent to. Issuing a code upserts this row first, which locks it until the
 * transaction ends: counting the recipient's recent codes and adding the next one is then one step per recipient, so
 * parallel requests cannot all pass the per-window limit.
 */
export const codeRecipients = pgTable(
  'code_recipients',
  {
    tenantId: text('tenant_id').notNull(),
    identity: text('identity').notNull(),
    lastCodeAt: timestamp('last_code_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.identity] })],
);

/**
 * Password-like login back-off per account (password, membership number and POS logins share it). `failures` counts
 * attempts not yet proved right: an attempt is counted before its password is checked (so parallel guesses cannot
 * outrun the count) and a right password clears the row. From the allowed number on, `lockedUntil` refuses every
 * attempt until it passes.
 */
export const loginFailures = pgTable('login_failures', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tenantId: text('tenant_id').notNull(),
  failures: integer('failures').notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
});
