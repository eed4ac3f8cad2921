/**
 * What a reward movement tells a member: notifications written only after the transaction that moved the reward
 * commits, so the bell never shows something rolled back (the same order as the receipt claim's posTransaction).
 */
import type { ServerContext } from '../../context';
import type { NewNotification } from '../notifications/repository';
import { notifyUser } from '../notifications/service';

export interface News {
  tenantId: string;
  /** Who is told: the member who earned, or the referrer of a friend who joined. */
  userId: string;
  notification: NewNotification;
}

/** Writes and pushes each item (skipping types the member switched off), after the commit. */
export async function announce(ctx: Pick<ServerContext, 'db' | 'clock' | 'realtime'>, news: readonly News[]) {
  for (const item of news) await notifyUser(ctx, { tenantId: item.tenantId, userId: item.userId }, item.notification);
}
