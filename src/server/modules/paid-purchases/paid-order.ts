/**
 * A menu order that became PAID earns what a claimed receipt earns (issue 13: stamps, cashback, tier progress):
 * called by the two places an order becomes paid — placement when points and store credit cover it, and the card
 * capture's whenPaid('menu') hook — inside the transaction that moved it to paid.
 *
 * Inside, not after: that transaction holds the order's row lock and moved the order to paid by a conditional update,
 * so only one transaction per order ever gets here (20 deliveries of the same capture queue on the lock and find it
 * paid); and the purchase commits or rolls back with the payment, so there is no window where an order is paid but
 * its stamp is lost. The purchase is keyed by the order id (`order:<id>`), which would stop a second recording even
 * if a caller repeated itself. The notifications are written in the same transaction for the same reason (nothing is
 * told that was rolled back), and pushed to the member's sockets once it commits.
 */
import { and, eq } from 'drizzle-orm';
import type { ServerContext } from '../../context';
import { afterCommit } from '../../db/after-commit';
import type { Tx } from '../../db/client';
import { memberships, orders } from '../../db/schema';
import { pushNotifications, writeNotifications } from '../notifications/service';
import { recordPaidPurchase, type PurchaseRewards } from './record-paid-purchase';

/**
 * Records the paid order `orderId` as a purchase of its member. Nothing for a guest's order or a buyer who has not
 * joined the merchant (no card to stamp, no balance to credit: a reward must never fail the payment), nor for an
 * order that is not a paid menu order.
 */
export async function recordPaidOrder(
  ctx: Pick<ServerContext, 'db' | 'realtime'>,
  tx: Tx,
  orderId: string,
  now: Date,
): Promise<PurchaseRewards | null> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order || order.kind !== 'menu' || order.status !== 'paid' || order.isGuestOrder) return null;
  const scope = { tenantId: order.tenantId, userId: order.userId };
  const [member] = await tx
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(
      and(
        eq(memberships.tenantId, order.tenantId),
        eq(memberships.userId, order.userId),
        eq(memberships.merchantId, order.merchantId),
      ),
    );
  if (!member) return null;
  const rewards = await recordPaidPurchase(tx, {
    ...scope,
    merchantId: order.merchantId,
    // Paid in full by now: what rewards paid at placement plus what the card captured.
    amount: order.paidAmount ?? '0.00',
    source: { kind: 'order', id: order.id },
    actor: 'system',
    at: now,
  });
  const written = await writeNotifications(tx, rewards.news, now);
  if (written.length > 0) afterCommit(tx, () => pushNotifications(ctx, written));
  return rewards;
}
