/**
 * What a reward movement tells a member: notifications written only after the transaction that moved the reward
 * commits, so the bell never shows something rolled back (the same order as the receipt claim's posTransaction).
 */
import type { ServerContext } from '../../context';
import { pushNotifications, writeNotifications, type Notice } from '../notifications/service';

/** Who is told: the member who earned, or the referrer of a friend who joined. */
export type News = Notice;

/** Writes the items in one batch (skipping types each member switched off) and pushes them, after the commit. */
export async function announce(ctx: Pick<ServerContext, 'db' | 'clock' | 'realtime'>, news: readonly News[]) {
  pushNotifications(ctx, await writeNotifications(ctx.db, news, ctx.clock()));
}
