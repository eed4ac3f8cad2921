import { REALTIME_EVENTS } from '../../../shared/constants/realtime-events';
import type { ServerContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import type { notifications } from '../../db/schema';
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

/**
 * Writes notices, skipping the types each member switched off: two statements whatever their number (the switched-off
 * types of every recipient, then one insert). In a transaction, call `pushNotifications` after it commits.
 */
export async function writeNotifications(db: DbOrTx, notices: readonly Notice[], now: Date): Promise<Row[]> {
  const written: Row[] = [];
  for (const [tenantId, ofTenant] of byTenant(notices)) {
    const disabled = await repo.disabledTypesOf(db, tenantId, [...new Set(ofTenant.map((n) => n.userId))]);
    const wanted = ofTenant.filter((n) => !disabled.get(n.userId)?.has(n.notification.type));
    written.push(...(await repo.insertNotifications(db, tenantId, wanted, now)));
  }
  return written;
}

/** Pushes written notifications and each recipient's new unread count (one statement a tenant) to their sockets. */
export async function pushNotifications(ctx: Pick<ServerContext, 'db' | 'realtime'>, rows: readonly Row[]) {
  for (const row of rows) ctx.realtime.toUser(row.userId, REALTIME_EVENTS.notificationCreated, notificationView(row));
  for (const [tenantId, ofTenant] of byTenant(rows)) {
    const userIds = [...new Set(ofTenant.map((row) => row.userId))];
    const counts = await repo.unreadCounts(ctx.db, tenantId, userIds);
    for (const userId of userIds)
      ctx.realtime.toUser(userId, REALTIME_EVENTS.unreadCount, { count: counts.get(userId) ?? 0 });
  }
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
  await pushNotifications(ctx, [row]);
  return notificationView(row);
}
