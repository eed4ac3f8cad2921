import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { merchants, notificationSettings, notifications, unreadNotifications } from '../../db/schema';
import { runValue as value, StatementOnce } from '../../db/statement-once';
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

/**
 * The unread count of each of `userIds` (one statement), from the counts the triggers on `notifications` keep; a
 * user with none may be missing from the map.
 */
export async function unreadCounts(db: DbOrTx, tenantId: string, userIds: string[]) {
  const rows = await db
    .select({ userId: unreadNotifications.userId, n: unreadNotifications.unread })
    .from(unreadNotifications)
    .where(and(eq(unreadNotifications.tenantId, tenantId), inArray(unreadNotifications.userId, userIds)));
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

/**
 * Writes notifications of one tenant in one statement, skipping each one whose type its member switched off, and
 * answers, per notification written, the member's unread count with this batch: their count in
 * `unread_notifications` as the statement sees it (as of its start: a concurrent batch of the same member's, not
 * committed yet, is not counted; this batch's rows are added to it by the trigger only at the statement's end) plus
 * the batch's own rows of that member. The rows are built here: `ids` are the written ones, in no particular order.
 */
/**
 * The statement, built once (StatementOnce, issue 14: a claim's notifications were its one statement still built per
 * request): the batch goes as one JSON array, read back as rows by `jsonb_to_recordset`, so its text is the same
 * whatever the batch's size.
 */
const insertWantedStatement = new StatementOnce<
  { tenantId: string; now: string; items: string },
  { id: string; userId: string; unread: string | number }
>(
  'notifications_insert_wanted',
  () => sql`
    with wanted as (
      select * from jsonb_to_recordset(${value('items')}::jsonb)
        as w(id text, user_id text, merchant_id text, type text, title text, description text, ref text, value text)
    ),
    written as (
      insert into ${notifications} (id, tenant_id, user_id, merchant_id, type, title, description, ref, value, created_at)
      select w.id, ${value('tenantId')}::text, w.user_id, w.merchant_id, w.type, w.title, w.description, w.ref, w.value,
        ${value('now')}::timestamptz
      from wanted w
      where not exists (
        select 1 from ${notificationSettings} s
        where s.tenant_id = ${value('tenantId')}::text and s.user_id = w.user_id and s.type_id = w.type and not s.is_enabled
      )
      returning id, user_id
    )
    select w.id, w.user_id as "userId",
      coalesce((select c.unread from ${unreadNotifications} c where c.tenant_id = ${value('tenantId')}::text and c.user_id = w.user_id), 0)
        + (select count(*) from written mine where mine.user_id = w.user_id) as unread
    from written w`,
);

export async function insertWantedNotifications(
  db: DbOrTx,
  tenantId: string,
  items: readonly { id: string; userId: string; notification: NewNotification }[],
  now: Date,
): Promise<{ id: string; userId: string; unread: number }[]> {
  if (items.length === 0) return [];
  const wanted = items.map(({ id, userId, notification: n }) => ({
    id,
    user_id: userId,
    merchant_id: n.merchantId ?? null,
    type: n.type,
    title: n.title,
    description: n.description ?? '',
    ref: n.ref ?? null,
    value: n.value ?? null,
  }));
  const rows = await insertWantedStatement.rows(db, {
    tenantId,
    now: now.toISOString(),
    items: JSON.stringify(wanted),
  });
  return rows.map((r) => ({ id: r.id, userId: r.userId, unread: Number(r.unread) }));
}
