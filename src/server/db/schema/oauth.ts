import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';
import { users } from './users';
import { cascadingRef, createdAtColumn } from './columns';

/**
 * A Google or Facebook account linked to a member of one tenant. `subject` is the provider's stable user id (the
 * id token's `sub`, the Graph API `id`), never the e-mail, which the person may change at the provider.
 */
export const oauthIdentities = pgTable(
  'oauth_identities',
  {
    id: text('id').primaryKey(),
    tenantId: cascadingRef('tenant_id', () => tenants.id),
    userId: cascadingRef('user_id', () => users.id),
    provider: text('provider').$type<'google' | 'facebook'>().notNull(),
    subject: text('subject').notNull(),
    /** The e-mail the provider reported at the last sign-in (shown to the member; not used to find them again). */
    email: text('email'),
    createdAt: createdAtColumn(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('oauth_identities_subject_uq').on(t.tenantId, t.provider, t.subject),
    // One account per provider per member: a second Google account would make "which one signs in" ambiguous.
    uniqueIndex('oauth_identities_user_provider_uq').on(t.tenantId, t.userId, t.provider),
    index('oauth_identities_user_idx').on(t.userId),
  ],
);

/**
 * Pending authorization requests (10 minutes): the state (hashed) the provider must send back, the PKCE verifier,
 * and where the app goes afterwards. The state is also in an httpOnly cookie of the browser that started, so a
 * callback from another browser (login CSRF) finds no match. A row is deleted when it is used.
 */
export const oauthStates = pgTable(
  'oauth_states',
  {
    stateHash: text('state_hash').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    provider: text('provider').$type<'google' | 'facebook'>().notNull(),
    codeVerifier: text('code_verifier').notNull(),
    /** App path to return to after login (a same-site path, checked at start). */
    returnTo: text('return_to'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('oauth_states_expiry_idx').on(t.expiresAt)],
);
