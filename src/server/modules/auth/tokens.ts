import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { newId, newToken, sha256 } from '../../lib/ids';

/** Creates a session and returns the bearer token (the only time it exists in clear). */
export async function issueToken(
  db: DbOrTx,
  scope: { tenantId: string; userId: string },
  now: Date,
  ttlSeconds: number,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + ttlSeconds * 1000);
  await db.insert(sessions).values({
    id: newId(),
    tenantId: scope.tenantId,
    userId: scope.userId,
    tokenHash: sha256(token),
    expiresAt,
    createdAt: now,
  });
  return { token, expiresAt };
}

/** The live session of a token on this tenant: a token of another tenant, expired or revoked is no session. */
export async function findSession(db: DbOrTx, tenantId: string, token: string, now: Date) {
  const rows = await db
    .select({ sessionId: sessions.id, expiresAt: sessions.expiresAt, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sha256(token)),
        eq(sessions.tenantId, tenantId),
        eq(users.tenantId, tenantId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

export async function revokeSession(db: DbOrTx, scope: { tenantId: string; sessionId: string }, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, scope.sessionId), eq(sessions.tenantId, scope.tenantId)));
}

/** Signs a user out everywhere (password reset, "log out of all devices"). Returns how many were live. */
export async function revokeAllSessions(db: DbOrTx, scope: { tenantId: string; userId: string }, now: Date) {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, scope.userId), eq(sessions.tenantId, scope.tenantId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return revoked.length;
}
