import { and, eq } from 'drizzle-orm';
import type { Tx } from './client';
import { users } from './schema';

/**
 * Locks a user's row until the transaction ends, so a per-user limit (count, then insert) runs one request at a time
 * for that user, across processes. FOR NO KEY UPDATE still lets other transactions insert rows that reference the
 * user (sessions, orders), so only the limited operations queue behind each other. False when the user is not in the
 * tenant.
 */
export async function lockUserRow(tx: Tx, scope: { tenantId: string; userId: string }): Promise<boolean> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, scope.userId), eq(users.tenantId, scope.tenantId)))
    .for('no key update');
  return rows.length > 0;
}
