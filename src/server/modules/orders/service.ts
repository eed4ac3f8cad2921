/** A member's (or guest's) menu orders: detail, history, pass to counter, cancel, reorder (seed 002 §2, §4). */
import { and, eq } from 'drizzle-orm';
import type { Order } from '../../../shared/api/orders';
import { ORDER_STATUS, ORDER_SYSTEM_CODES } from '../../../shared/constants/ordering';
import { passToCounterBlocker } from '../../../shared/rules/ordering/pass-to-counter';
import type { ServerContext } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import { ledgerEntries, orders, payments } from '../../db/schema';
import { centsOfNumeric } from '../../db/sql-values';
import { post } from '../../ledger/ledger';
import { OrderError } from '../../lib/order-error';
import { orderingClockOf } from '../../lib/ordering-clock';
import * as cartRepo from '../carts/repository';
import { openCart, orderingSource, type Caller } from '../carts/service';
import { outletOrThrow } from '../ordering-catalogue/service';
import { merchantOrThrow } from '../wallet/service';
import { walletMerchantView } from '../wallet/views';
import { markUnused } from '../vouchers/repository';
import { announceOrderStatus } from './live';
import * as repo from './repository';
import { giveOptionStockBack } from './stock';
import { orderActions, orderSummaryView, orderView } from './views';

type Ctx = Pick<ServerContext, 'db' | 'clock' | 'realtime' | 'catalogues'>;
type Owner = { tenantId: string; userId: string };

async function orderOrThrow(db: DbOrTx, owner: Owner, orderId: string, lock = false) {
  const order = await repo.ownOrder(db, owner, orderId, lock);
  if (!order) throw new OrderError(ORDER_SYSTEM_CODES.ORDER_NOT_FOUND, 'Order does not exist', 'orderId');
  return order;
}

async function viewOf(ctx: Ctx, db: DbOrTx, order: repo.MenuOrderRow): Promise<Order> {
  // In turn: `db` may be a transaction (one connection).
  const lines = await repo.linesOfOrder(db, order.id);
  const orderPayments = await repo.paymentsOfOrder(db, order.id);
  const children = await repo.childOrdersOf(db, order.tenantId, order.id);
  const outlet = await outletOrThrow(db, order.tenantId, order.outletId!);
  const merchant = await merchantOrThrow(db, order.tenantId, order.merchantId);
  const now = orderingClockOf(ctx).now(order.tenantId);
  const childOrders = children.map((child) => ({
    _id: child._id,
    dailyOrderNumber: child.dailyOrderNumber ?? 0,
    final_price: child.totals?.final_price ?? '0.00',
  }));
  return orderView(order, lines, orderPayments, outlet, walletMerchantView(merchant), now, childOrders);
}

export async function getOrder(ctx: Ctx, owner: Owner, orderId: string): Promise<Order> {
  return viewOf(ctx, ctx.db, await orderOrThrow(ctx.db, owner, orderId));
}

export async function listOrders(ctx: Ctx, owner: Owner, offset: number, limit: number) {
  const { rows, total } = await repo.ordersOf(ctx.db, owner, offset, limit);
  const data = await Promise.all(
    rows.map(async (order) => {
      const [outlet, merchant] = await Promise.all([
        outletOrThrow(ctx.db, order.tenantId, order.outletId!),
        merchantOrThrow(ctx.db, order.tenantId, order.merchantId),
      ]);
      return orderSummaryView(order, outlet.name, walletMerchantView(merchant));
    }),
  );
  return { data, total, offset, limit };
}

/** The refusal of an order that is no longer open, by its status (seed 002 §8 codes 414–423). */
function closedOrderError(order: repo.MenuOrderRow): OrderError | null {
  switch (order.orderStatus) {
    case ORDER_STATUS.CANCELLED:
    case ORDER_STATUS.VOID:
      return new OrderError(ORDER_SYSTEM_CODES.ORDER_VOIDED, 'This order was cancelled');
    case ORDER_STATUS.COMPLETED:
    case ORDER_STATUS.CLOSED:
      return new OrderError(ORDER_SYSTEM_CODES.ORDER_COMPLETED, 'This order is completed');
    case ORDER_STATUS.DISMISSED:
      return new OrderError(ORDER_SYSTEM_CODES.ORDER_DISMISSED, 'This order was dismissed');
    default:
      return order.status === 'paid' ? new OrderError(ORDER_SYSTEM_CODES.ORDER_PAID, 'This order is paid') : null;
  }
}

export function passToCounter(ctx: Ctx, owner: Owner, orderId: string): Promise<Order> {
  return ctx.db.transaction(async (tx) => {
    const order = await orderOrThrow(tx, owner, orderId, true);
    const closed = closedOrderError(order);
    if (closed) throw closed;
    const outlet = await outletOrThrow(tx, order.tenantId, order.outletId!);
    const now = orderingClockOf(ctx).now(order.tenantId);
    if (order.orderStatus !== ORDER_STATUS.PENDING_PAYMENT || !orderActions(order, outlet, now).passToCounter) {
      const counterView = {
        paymentStatus: order.status === 'pending_payment' ? ('PENDING' as const) : ('PAID' as const),
        orderMode: order.orderMode!,
        tableToken: order.tableToken,
        estimatedDate: order.estimatedDate,
        createdAt: order.createdAt.toISOString(),
      };
      const blocker = passToCounterBlocker(counterView, outlet, now) ?? 'alreadyPassed';
      throw new OrderError(ORDER_SYSTEM_CODES.ORDER_LOCKED, `This order cannot be passed to the counter (${blocker})`);
    }
    const [moved] = await tx
      .update(orders)
      .set({ orderStatus: ORDER_STATUS.NEW })
      .where(and(eq(orders.id, order.id), eq(orders.orderStatus, ORDER_STATUS.PENDING_PAYMENT)))
      .returning();
    announceOrderStatus(ctx, tx, moved);
    return viewOf(ctx, tx, moved);
  });
}

/** Gives back every reward the order took: each ledger debit is voided once (redeem_void names it, uniquely). */
async function refundRewards(tx: Tx, order: repo.MenuOrderRow, now: Date) {
  const debits = await tx
    .select()
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.tenantId, order.tenantId),
        eq(ledgerEntries.reference, order.id),
        eq(ledgerEntries.kind, 'redeem'),
      ),
    );
  for (const debit of debits) {
    await post(tx, {
      tenantId: order.tenantId,
      userId: order.userId,
      merchantId: order.merchantId,
      asset: debit.asset,
      kind: 'redeem_void',
      amountCents: -centsOfNumeric(debit.amount),
      actor: `member:${order.userId}`,
      at: now,
      reference: order.id,
      voidsEntryId: debit.id,
    });
  }
  await tx
    .update(payments)
    .set({ state: 'refunded', updatedAt: now })
    .where(and(eq(payments.orderId, order.id), eq(payments.state, 'succeeded')));
}

export function cancelOrder(ctx: Ctx, owner: Owner, orderId: string): Promise<Order> {
  return ctx.db.transaction(async (tx) => {
    const order = await orderOrThrow(tx, owner, orderId, true);
    const closed = closedOrderError(order);
    if (closed) throw closed;
    if (order.orderStatus !== ORDER_STATUS.PENDING_PAYMENT)
      throw new OrderError(
        ORDER_SYSTEM_CODES.ORDER_LOCKED,
        'This order is with the outlet already and cannot be cancelled',
      );
    const now = orderingClockOf(ctx).now(order.tenantId);
    // Refunds are ledger entries: the server's time, as the debits they void (placement.ts).
    await refundRewards(tx, order, ctx.clock());
    // Seed 002 §4: cancel gives back every voucher the order used.
    for (const entry of order.discountList ?? [])
      if (entry.discount_code === 'VOUCHER') await markUnused(tx, order.tenantId, entry.reference_id);
    for (const line of await repo.linesOfOrder(tx, order.id))
      if (line.stockTaken > 0) await repo.giveStockBack(tx, line.productId, line.stockTaken);
    await giveOptionStockBack(tx, { tenantId: order.tenantId, merchantId: order.merchantId, orderId: order.id });
    const [cancelled] = await tx
      .update(orders)
      .set({
        orderStatus: ORDER_STATUS.CANCELLED,
        status: 'canceled',
        paidAmount: '0.00',
        cancelReason: 'Cancelled by the customer',
        cancelledAt: now,
      })
      .where(eq(orders.id, order.id))
      .returning();
    announceOrderStatus(ctx, tx, cancelled);
    return viewOf(ctx, tx, cancelled);
  });
}

/**
 * Reorder (seed 002 §4): status 0 when the cart at the order's outlet holds other lines (ask, then force), else the
 * order's lines are put into that cart (replacing what it held) and status 1 names the outlet. Lines the menu no
 * longer allows are left out by the cart itself.
 */
export async function reorder(ctx: Ctx, caller: Caller, orderId: string, force: boolean) {
  const order = await orderOrThrow(ctx.db, caller, orderId);
  const source = await orderingSource(ctx, caller.tenantId, order.outletId!);
  return ctx.db.transaction(async (tx) => {
    const open = await openCart(ctx, tx, caller, source);
    if (open.lines.length > 0 && !force) return { status: 0 as const, outlet: order.outletId, data: null };
    await cartRepo.deleteLines(tx, open.cart.id);
    for (const line of await repo.linesOfOrder(tx, order.id))
      await cartRepo.insertLine(tx, open.cart, line.input, line.productId, open.now);
    return {
      status: 1 as const,
      outlet: order.outletId,
      data: { merchant: order.merchantId, outlet: order.outletId! },
    };
  });
}
