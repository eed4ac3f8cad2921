import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { feedback, notifications } from '../../db/schema';
import { newId } from '../../lib/ids';
import { ownedBy } from '../../db/scopes';

type Scope = { tenantId: string; userId: string };
export type FeedbackRow = typeof feedback.$inferSelect;

/** The caller's own notification of this tenant, or undefined (another user's or tenant's looks the same: absent). */
export async function findOwnNotification(db: DbOrTx, scope: Scope, notificationId: string) {
  const [row] = await db
    .select()
    .from(notifications)
    .where(ownedBy(notifications, scope, eq(notifications.id, notificationId)));
  return row;
}

/** What one answer is unique by: the visit/order the request is about, or the request itself when it names none. */
export const refKeyOf = (n: { id: string; ref: string | null }) => n.ref ?? `notification:${n.id}`;

export async function findFeedback(db: DbOrTx, scope: Scope, refKey: string) {
  const [row] = await db
    .select()
    .from(feedback)
    .where(ownedBy(feedback, scope, eq(feedback.refKey, refKey)));
  return row;
}

/**
 * Stores the answer unless one exists for the same reference (unique index): answers the new row, or null when
 * it was a repeat. ON CONFLICT instead of a read-then-write so two simultaneous submits cannot both get in.
 */
export async function insertFeedback(
  db: DbOrTx,
  scope: Scope,
  input: { merchantId: string | null; notificationId: string; refKey: string; rating: number; comment: string },
  now: Date,
): Promise<FeedbackRow | null> {
  const [row] = await db
    .insert(feedback)
    .values({ id: newId(), ...scope, ...input, createdAt: now })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function markNotificationRead(db: DbOrTx, scope: Scope, notificationId: string) {
  await db
    .update(notifications)
    .set({ isRead: true })
    .where(ownedBy(notifications, scope, eq(notifications.id, notificationId)));
}
