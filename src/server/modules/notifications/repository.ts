import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { merchants, notificationSettings, notifications } from '../../db/schema';
import { newId } from '../../lib/ids';
import { ownedBy } from '../../db/scopes';
import { totalOver, withTotalOver } from '../../db/paging';

type Scope = { tenantId: string; userId: string };

export async function listNotifications(
  db: DbOrTx,
  scope: Scope,
  query: { offset: number; limit: number; type?: string; sortBy: '-createdAt' | 'createdAt' },
) {
  const where = ownedBy(notifications, scope, query.type ? eq(notifications.type, query.type) : undefined);
  const order = query.sortBy === 'createdAt' ? asc(notifications.createdAt) : desc(notifications.createdAt);
  return withTotalOver(
    db
      .select({ n: notifications, merchantImage: merchants.image, merchantLogo: merchants.logo, total: totalOver() })
      .from(notifications)
      .leftJoin(merchants, eq(merchants.id, notifications.merchantId))
      .where(where)
      .orderBy(order, asc(notifications.id))
      .limit(query.limit)
      .offset(query.offset),
    query.offset,
    () => db.select({ total: count() }).from(notifications).where(where),
  );
}

export async function unreadCount(db: DbOrTx, scope: Scope) {
  const [{ n }] = await db
    .select({ n: count() })
    .from(notifications)
    .where(ownedBy(notifications, scope, eq(notifications.isRead, false)));
  return n;
}

/** Marks the given ids read (only the caller's own); an empty list marks all. Returns how many changed. */
export async function markRead(db: DbOrTx, scope: Scope, ids: string[]) {
  const changed = await db
    .update(notifications)
    .set({ isRead: true })
    .where(
      ownedBy(
        notifications,
        scope,
        eq(notifications.isRead, false),
        ids.length ? inArray(notifications.id, ids) : undefined,
      ),
    )
    .returning({ id: notifications.id });
  return changed.length;
}

export async function disabledTypes(db: DbOrTx, scope: Scope) {
  const rows = await db.select().from(notificationSettings).where(ownedBy(notificationSettings, scope));
  return new Set(rows.filter((r) => !r.isEnabled).map((r) => r.typeId));
}

export async function setTypeEnabled(db: DbOrTx, scope: Scope, typeId: string, isEnabled: boolean) {
  await db
    .insert(notificationSettings)
    .values({ ...scope, typeId, isEnabled })
    .onConflictDoUpdate({ target: [notificationSettings.userId, notificationSettings.typeId], set: { isEnabled } });
}

export interface NewNotification {
  merchantId?: string | null;
  type: string;
  title: string;
  description?: string;
  ref?: string | null;
  value?: string | null;
}

export async function insertNotification(db: DbOrTx, scope: Scope, input: NewNotification, now: Date) {
  const [row] = await db
    .insert(notifications)
    .values({ id: newId(), ...scope, ...input, description: input.description ?? '', createdAt: now })
    .returning();
  return row;
}
