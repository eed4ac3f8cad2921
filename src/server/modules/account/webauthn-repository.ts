import { and, count, eq, gt, lte, sql } from 'drizzle-orm';
import type { BiometricState } from '../../../shared/api/account';
import type { Db, DbOrTx } from '../../db/client';
import { biometricSettings, webauthnChallenges, webauthnCredentials } from '../../db/schema';
import type { UserScope } from './repository';
import type { StoredCredential } from './webauthn';
import { ofTenant, ownedBy } from '../../db/scopes';

// Every query names the tenant (and the user where there is one): credentials never cross tenants.

export async function biometricState(db: DbOrTx, scope: UserScope) {
  const [settings] = await db.select().from(biometricSettings).where(ownedBy(biometricSettings, scope)).limit(1);
  const [{ n }] = await db.select({ n: count() }).from(webauthnCredentials).where(ownedBy(webauthnCredentials, scope));
  return { settings: settings ?? null, credentials: n };
}

/**
 * Whether biometric login is on (verification switched on and a credential to verify with) as one value of a larger
 * statement: the auth user's extras are read in one round trip (auth/user-view.ts).
 */
export const biometricOnValue = (scope: UserScope) =>
  sql<boolean>`(exists (select 1 from ${webauthnCredentials} where ${ownedBy(webauthnCredentials, scope)}) and coalesce((select ${biometricSettings.isVerifyBiometric} from ${biometricSettings} where ${ownedBy(biometricSettings, scope)}), false))`;

/** Verification counts as on only while a credential exists to verify with (seed 000 §3 isVerifyBiometric). */
export async function biometricSwitch(db: DbOrTx, scope: UserScope): Promise<BiometricState> {
  const { settings, credentials } = await biometricState(db, scope);
  return { registered: credentials > 0, isVerifyBiometric: credentials > 0 && Boolean(settings?.isVerifyBiometric) };
}

export async function upsertBiometric(
  db: DbOrTx,
  scope: UserScope,
  set: Partial<Pick<typeof biometricSettings.$inferInsert, 'isVerifyBiometric' | 'challenge' | 'challengeExpiresAt'>>,
) {
  await db
    .insert(biometricSettings)
    .values({ ...scope, ...set })
    .onConflictDoUpdate({ target: biometricSettings.userId, set });
}

/** The registration challenge handed out last, while it lives; null when none is pending or it expired. */
export async function pendingRegistrationChallenge(db: DbOrTx, scope: UserScope, now: Date): Promise<string | null> {
  const { settings } = await biometricState(db, scope);
  if (!settings?.challenge || !settings.challengeExpiresAt || settings.challengeExpiresAt < now) return null;
  return settings.challenge;
}

/** The member's credentials as allow/exclude lists for the browser. */
export async function credentialDescriptors(db: DbOrTx, scope: UserScope) {
  const rows = await db
    .select({ id: webauthnCredentials.credentialId, transports: webauthnCredentials.transports })
    .from(webauthnCredentials)
    .where(ownedBy(webauthnCredentials, scope));
  return rows;
}

/**
 * Stores a verified credential and switches verification on in one step (yes on /webAuth = registered and enabled);
 * the registration challenge dies with it.
 */
export async function registerCredential(db: Db, scope: UserScope, credential: StoredCredential, now: Date) {
  await db.transaction(async (tx) => {
    await tx
      .insert(webauthnCredentials)
      .values({ ...scope, ...credential, createdAt: now })
      .onConflictDoNothing();
    await upsertBiometric(tx, scope, { isVerifyBiometric: true, challenge: null, challengeExpiresAt: null });
  });
}

/** Reset identity: every credential of the member goes, and verification is off with nothing pending. */
export async function forgetCredentials(db: Db, scope: UserScope) {
  await db.transaction(async (tx) => {
    await tx.delete(webauthnCredentials).where(ownedBy(webauthnCredentials, scope));
    await upsertBiometric(tx, scope, { isVerifyBiometric: false, challenge: null, challengeExpiresAt: null });
  });
}

/** A credential of this tenant by id (another tenant's credential id finds nothing). */
export async function findCredential(db: DbOrTx, tenantId: string, credentialId: string) {
  const [row] = await db
    .select()
    .from(webauthnCredentials)
    .where(ofTenant(webauthnCredentials, tenantId, eq(webauthnCredentials.credentialId, credentialId)))
    .limit(1);
  return row ?? null;
}

/**
 * Stores the counter the authenticator reported, only if nobody moved it meanwhile (compare and set): of two
 * assertions racing with the same counter only one may log in.
 */
export async function advanceCounter(
  db: DbOrTx,
  key: { tenantId: string; credentialId: string },
  from: number,
  to: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(webauthnCredentials)
    .set({ counter: to, lastUsedAt: now })
    .where(
      and(
        eq(webauthnCredentials.tenantId, key.tenantId),
        eq(webauthnCredentials.credentialId, key.credentialId),
        eq(webauthnCredentials.counter, from),
      ),
    )
    .returning({ id: webauthnCredentials.credentialId });
  return rows.length > 0;
}

export async function insertLoginChallenge(
  db: DbOrTx,
  row: { challenge: string; tenantId: string; userId: string | null; expiresAt: Date },
  now: Date,
) {
  // Expired challenges are never looked at again: drop them here so the table stays as small as the live ones.
  await db.delete(webauthnChallenges).where(lte(webauthnChallenges.expiresAt, now));
  await db.insert(webauthnChallenges).values(row);
}

/** Takes a live challenge of this tenant out of the table: each challenge logs in at most once. */
export async function consumeLoginChallenge(db: DbOrTx, tenantId: string, challenge: string, now: Date) {
  const [row] = await db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.tenantId, tenantId),
        eq(webauthnChallenges.challenge, challenge),
        gt(webauthnChallenges.expiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}
