/**
 * Live order events (seed 002 §4 'Real-time notifications of order status change or order modified refresh the
 * order'): pushed to the order's owner, member or guest, once the change has committed — a client that reads the
 * order on the event must find the new state.
 */
import type { OrderChange } from '../../../shared/api/realtime';
import { REALTIME_EVENTS } from '../../../shared/constants/realtime-events';
import { ORDER_STATUS } from '../../../shared/constants/ordering';
import type { ServerContext } from '../../context';
import { afterCommit } from '../../db/after-commit';
import type { DbOrTx } from '../../db/client';
import type { MenuOrderRow } from './repository';
import { paymentStatusOf } from './views';

export type LiveCtx = Pick<ServerContext, 'realtime'>;

export const orderChangeOf = (order: MenuOrderRow): OrderChange => ({
  orderId: order.id,
  merchantId: order.merchantId,
  dailyOrderNumber: order.dailyOrderNumber ?? 0,
  status: order.orderStatus ?? ORDER_STATUS.NEW,
  paymentStatus: paymentStatusOf(order),
});

function announce(ctx: LiveCtx, db: DbOrTx, event: OrderEvent, order: MenuOrderRow) {
  const change = orderChangeOf(order);
  afterCommit(db, () => ctx.realtime.toUser(order.userId, event, change));
}

type OrderEvent = typeof REALTIME_EVENTS.orderStatusChanged | typeof REALTIME_EVENTS.orderModified;

/** After `db` commits, tells the owner that the order's status, payment status or order-system status moved. */
export const announceOrderStatus = (ctx: LiveCtx, db: DbOrTx, order: MenuOrderRow) =>
  announce(ctx, db, REALTIME_EVENTS.orderStatusChanged, order);

/** After `db` commits, tells the owner that the order changed otherwise (placed, a payment attempt added). */
export const announceOrderModified = (ctx: LiveCtx, db: DbOrTx, order: MenuOrderRow) =>
  announce(ctx, db, REALTIME_EVENTS.orderModified, order);
