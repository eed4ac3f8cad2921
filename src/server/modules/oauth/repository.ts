import { and, eq, lt } from 'drizzle-orm';
import type { SocialProvider } from '../../../shared/tenant/resolve-tenant';
import type { DbOrTx } from '../../db/client';
import { oauthIdentities, oauthStates, users } from '../../db/schema';
import { newId } from '../../lib/ids';
import { ownedBy } from '../../db/scopes';

type ProviderScope = { tenantId: string; provider: SocialProvider };
type UserScope = { tenantId: string; userId: string };

/** Stores a pending authorization; expired ones of any tenant are dropped first, so abandoned sign-ins never pile up. */
export async function insertPendingState(db: DbOrTx, row: typeof oauthStates.$inferInsert, now: Date) {
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, now));
  await db.insert(oauthStates).values(row);
}

/** The pending authorization of this state, tenant and provider, deleted as it is read (a state works once). */
export async function takePendingState(db: DbOrTx, scope: ProviderScope & { stateHash: string }) {
  const [pending] = await db
    .delete(oauthStates)
    .where(
      and(
        eq(oauthStates.stateHash, scope.stateHash),
        eq(oauthStates.tenantId, scope.tenantId),
        eq(oauthStates.provider, scope.provider),
      ),
    )
    .returning();
  return pending ?? null;
}

/** The user a provider account was linked to before, with the id of the link. */
export async function findLinkedUser(db: DbOrTx, scope: ProviderScope & { subject: string }) {
  const [linked] = await db
    .select({ user: users, identityId: oauthIdentities.id })
    .from(oauthIdentities)
    .innerJoin(users, eq(users.id, oauthIdentities.userId))
    .where(
      and(
        eq(oauthIdentities.tenantId, scope.tenantId),
        eq(oauthIdentities.provider, scope.provider),
        eq(oauthIdentities.subject, scope.subject),
        eq(users.tenantId, scope.tenantId),
      ),
    )
    .limit(1);
  return linked ?? null;
}

/** Records a sign-in through an existing link (and the e-mail the provider reports now). */
export async function touchLink(
  db: DbOrTx,
  link: { tenantId: string; identityId: string },
  changes: { email: string | null },
  now: Date,
) {
  await db
    .update(oauthIdentities)
    .set({ lastUsedAt: now, email: changes.email })
    .where(and(eq(oauthIdentities.id, link.identityId), eq(oauthIdentities.tenantId, link.tenantId)));
}

export async function insertLink(
  db: DbOrTx,
  link: UserScope & { provider: SocialProvider; subject: string; email: string | null },
  now: Date,
) {
  await db.insert(oauthIdentities).values({ id: newId(), ...link, createdAt: now, lastUsedAt: now });
}

/** The member's linked social accounts, by provider. */
export async function listLinks(db: DbOrTx, scope: UserScope) {
  return db
    .select({ provider: oauthIdentities.provider, email: oauthIdentities.email, createdAt: oauthIdentities.createdAt })
    .from(oauthIdentities)
    .where(ownedBy(oauthIdentities, scope))
    .orderBy(oauthIdentities.provider);
}

export async function deleteLink(db: DbOrTx, scope: UserScope & { provider: SocialProvider }) {
  await db.delete(oauthIdentities).where(ownedBy(oauthIdentities, scope, eq(oauthIdentities.provider, scope.provider)));
}
