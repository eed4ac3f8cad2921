import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
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
  return (await unreadCounts(db, scope.tenantId, [scope.userId])).get(scope.userId) ?? 0;
}

/** The unread count of each of `userIds` (one statement); a user with none is missing from the map. */
export async function unreadCounts(db: DbOrTx, tenantId: string, userIds: string[]) {
  const rows = await db
    .select({ userId: notifications.userId, n: count() })
    .from(notifications)
    .where(
      and(
        eq(notifications.tenantId, tenantId),
        inArray(notifications.userId, userIds),
        eq(notifications.isRead, false),
      ),
    )
    .groupBy(notifications.userId);
  return new Map(rows.map((r) => [r.userId, r.n]));
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
  return (await disabledTypesOf(db, scope.tenantId, [scope.userId])).get(scope.userId) ?? new Set<string>();
}

/** The notification types each of `userIds` switched off (one statement); a user with none is missing. */
export async function disabledTypesOf(db: DbOrTx, tenantId: string, userIds: string[]) {
  const rows = await db
    .select({ userId: notificationSettings.userId, typeId: notificationSettings.typeId })
    .from(notificationSettings)
    .where(
      and(
        eq(notificationSettings.tenantId, tenantId),
        inArray(notificationSettings.userId, userIds),
        eq(notificationSettings.isEnabled, false),
      ),
    );
  const disabled = new Map<string, Set<string>>();
  for (const { userId, typeId } of rows) disabled.set(userId, (disabled.get(userId) ?? new Set()).add(typeId));
  return disabled;
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

/** Writes notifications of one tenant in one statement, in the order given. */
export async function insertNotifications(
  db: DbOrTx,
  tenantId: string,
  items: readonly { userId: string; notification: NewNotification }[],
  now: Date,
) {
  if (items.length === 0) return [];
  return db
    .insert(notifications)
    .values(
      items.map(({ userId, notification }) => ({
        id: newId(),
        tenantId,
        userId,
        ...notification,
        description: notification.description ?? '',
        createdAt: now,
      })),
    )
    .returning();
}
