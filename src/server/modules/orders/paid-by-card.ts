import { eq, sql } from 'drizzle-orm';
import { ORDER_STATUS } from '../../../shared/constants/ordering';
import type { Tx } from '../../db/client';
import type { ServerContext } from '../../context';
import { orders } from '../../db/schema';
import type { OnOrderPaid } from '../../payments/gateway';
import { recordPaidOrder } from '../paid-purchases/paid-order';
import { announceOrderStatus, type LiveCtx } from './live';

/**
 * What a captured provider payment does to a menu order (the gateway has already moved it pending_payment → paid,
 * once, under the order's row lock): the amount joins what rewards paid at placement, an order that waited for
 * payment goes to the counter as NEW, the paid order earns its stamps and cashback, and its owner hears of it once
 * the capture commits.
 */
export const menuOrderPaid =
  (ctx: LiveCtx & Pick<ServerContext, 'db'>): OnOrderPaid =>
  async (tx: Tx, order, now, payment) => {
    const [paid] = await tx
      .update(orders)
      .set({
        paidAmount: sql`coalesce(${orders.paidAmount}, 0) + ${payment.amount}`,
        orderStatus: sql`case when ${orders.orderStatus} = ${ORDER_STATUS.PENDING_PAYMENT} then ${ORDER_STATUS.NEW}
        else ${orders.orderStatus} end`,
      })
      .where(eq(orders.id, order.id))
      .returning();
    await recordPaidOrder(ctx, tx, order.id, now);
    announceOrderStatus(ctx, tx, paid);
  };
