import { REALTIME_EVENTS } from '../../../shared/constants/realtime-events';
import type { ServerContext } from '../../context';
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
 * Creates a notification unless the user switched its type off, then pushes it and the new unread count to the
 * user's socket room. Feature modules (orders, rewards) call this.
 */
export async function notifyUser(
  ctx: Pick<ServerContext, 'db' | 'clock' | 'realtime'>,
  scope: { tenantId: string; userId: string },
  input: repo.NewNotification,
) {
  if ((await repo.disabledTypes(ctx.db, scope)).has(input.type)) return null;
  const row = await repo.insertNotification(ctx.db, scope, input, ctx.clock());
  ctx.realtime.toUser(scope.userId, REALTIME_EVENTS.notificationCreated, notificationView(row));
  ctx.realtime.toUser(scope.userId, REALTIME_EVENTS.unreadCount, { count: await repo.unreadCount(ctx.db, scope) });
  return notificationView(row);
}
