import { REALTIME_EVENTS } from '../../../shared/constants/realtime-events';
import type { ServerContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import type { notifications } from '../../db/schema';
import { newId } from '../../lib/ids';
import * as repo from './repository';

type Row = typeof notifications.$inferSelect;

export function notificationView(n: Row, merchant?: { image: string | null; logo: string | null }) {
  return {
    _id: n.id,
    type: n.type,
    title: n.title,
    description: n.description,
    ref: n.ref,
    value: n.value,
    isRead: n.isRead,
    createdAt: n.createdAt.toISOString(),
    merchant: n.merchantId ? { _id: n.merchantId, image: merchant?.image ?? null, logo: merchant?.logo ?? null } : null,
  };
}

/**
 * The member's unread count, kept in the member reads (cleared by any write to the tenant's notifications): the
 * bell's route and GET /me answer it from there.
 */
export function cachedUnreadCount(
  ctx: Pick<ServerContext, 'db' | 'memberReads'>,
  scope: { tenantId: string; userId: string },
): Promise<number> {
  return ctx.memberReads.read(scope.tenantId, `${scope.userId}|unread`, () => repo.unreadCount(ctx.db, scope));
}

/** `items` by their tenant (a batch is nearly always of one tenant). */
function byTenant<T extends { tenantId: string }>(items: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(item.tenantId, [...(groups.get(item.tenantId) ?? []), item]);
  return groups;
}

/** A notification for one member. */
export interface Notice {
  tenantId: string;
  userId: string;
  notification: repo.NewNotification;
}

/** A written notification, with its member's unread count once its batch is written (what the bell shows). */
export type WrittenNotification = Row & { unread: number };

/**
 * Writes notices, skipping the types each member switched off: one statement a tenant whatever their number, which
 * also answers each member's new unread count. In a transaction, call `pushNotifications` after it commits.
 */
export async function writeNotifications(
  db: DbOrTx,
  notices: readonly Notice[],
  now: Date,
): Promise<WrittenNotification[]> {
  const written: WrittenNotification[] = [];
  for (const [tenantId, ofTenant] of byTenant(notices)) {
    const items = ofTenant.map(({ userId, notification }) => ({ id: newId(), userId, notification }));
    const unreadOf = new Map(
      (await repo.insertWantedNotifications(db, tenantId, items, now)).map((w) => [w.id, w.unread]),
    );
    // In the order given: the statement's answer has none.
    for (const { id, userId, notification: n } of items) {
      const unread = unreadOf.get(id);
      if (unread === undefined) continue;
      written.push({
        id,
        tenantId,
        userId,
        merchantId: n.merchantId ?? null,
        type: n.type,
        title: n.title,
        description: n.description ?? '',
        ref: n.ref ?? null,
        value: n.value ?? null,
        isRead: false,
        createdAt: now,
        unread,
      });
    }
  }
  return written;
}

/**
 * Pushes written notifications and each recipient's unread count after them (the last of their batch; no statement)
 * to their sockets.
 */
export function pushNotifications(ctx: Pick<ServerContext, 'realtime'>, rows: readonly WrittenNotification[]) {
  const unread = new Map<string, number>();
  for (const row of rows) {
    ctx.realtime.toUser(row.userId, REALTIME_EVENTS.notificationCreated, notificationView(row));
    unread.set(row.userId, row.unread);
  }
  for (const [userId, count] of unread) ctx.realtime.toUser(userId, REALTIME_EVENTS.unreadCount, { count });
}

/**
 * Creates a notification unless the user switched its type off, then pushes it and the new unread count to the
 * user's socket room. Feature modules (orders, rewards) call this.
 */
export async function notifyUser(
  ctx: Pick<ServerContext, 'db' | 'clock' | 'realtime'>,
  scope: { tenantId: string; userId: string },
  input: repo.NewNotification,
) {
  const [row] = await writeNotifications(ctx.db, [{ ...scope, notification: input }], ctx.clock());
  if (!row) return null;
  pushNotifications(ctx, [row]);
  return notificationView(row);
}
