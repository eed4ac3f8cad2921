import { bigint, boolean, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';
import { entityColumns, cascadingRef, createdAtColumn } from './columns';

/** Dietary preferences payload of seed 000 §3: preferences, consent and demographic, one row per member. */
export interface DietaryPreferences {
  like: string[];
  dislike: string[];
  dietary: string[];
  allergic: string[];
}
export interface Demographic {
  race: string | null;
  citizenship: string | null;
}

export const userPreferences = pgTable('user_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tenantId: text('tenant_id').notNull(),
  preferences: jsonb('preferences').$type<DietaryPreferences>().notNull(),
  consent: boolean('consent').notNull().default(false),
  demographic: jsonb('demographic').$type<Demographic>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** A member's saved delivery addresses (/next/my/address). */
export const userAddresses = pgTable(
  'user_addresses',
  {
    ...entityColumns(),
    userId: cascadingRef('user_id', () => users.id),
    label: text('label').notNull(),
    street: text('street').notNull(),
    unit: text('unit').notNull().default(''),
    city: text('city').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    createdAt: createdAtColumn(),
  },
  (t) => [index('user_addresses_user_idx').on(t.tenantId, t.userId, t.createdAt)],
);

/**
 * WebAuthn credentials registered from /webAuth: the credential id and its COSE public key (base64url, as
 * @simplewebauthn/server returns it from the attestation), so biometric login can check assertion signatures; the
 * signature counter catches cloned authenticators, transports help the browser find the authenticator again.
 */
export const webauthnCredentials = pgTable(
  'webauthn_credentials',
  {
    credentialId: text('credential_id').notNull(),
    tenantId: text('tenant_id').notNull(),
    userId: cascadingRef('user_id', () => users.id),
    publicKey: text('public_key').notNull(),
    algorithm: text('algorithm').notNull(),
    // uint32 in the authenticator data: beyond int4.
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    createdAt: createdAtColumn(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.credentialId] }), index('webauthn_user_idx').on(t.userId)],
);

/**
 * Pending biometric-login challenges. Login starts without a session (and, with a discoverable credential, without
 * knowing the user), so the challenge is its own row, found again through the challenge echoed in clientDataJSON and
 * deleted when used: a replayed assertion finds nothing. `userId` is set when the options named a member.
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    challenge: text('challenge').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('webauthn_challenges_expiry_idx').on(t.expiresAt)],
);

/** Biometric settings: isVerifyBiometric of seed 000 §3 and the pending registration challenge. */
export const biometricSettings = pgTable('biometric_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tenantId: text('tenant_id').notNull(),
  isVerifyBiometric: boolean('is_verify_biometric').notNull().default(false),
  challenge: text('challenge'),
  challengeExpiresAt: timestamp('challenge_expires_at', { withTimezone: true }),
});
