/** SQL of menu orders: numbering, stock, priced lines, reward payments, history. */
import { and, asc, count, desc, eq, gte, isNull, notInArray, sql } from 'drizzle-orm';
import { ORDER_STATUS } from '../../../shared/constants/ordering';
import type { DbOrTx, Tx } from '../../db/client';
import { cartLines, orderDayCounters, orderLines, orders, payments, products } from '../../db/schema';
import { turnAt } from '../../db/fair-queue';
import { ownedBy } from '../../db/scopes';
import { withTotal } from '../../db/paging';

export type MenuOrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

export type NewMenuOrder = typeof orders.$inferInsert;

export type NewOrderLine = typeof orderLines.$inferInsert;

/** Where and when an order is numbered: its outlet-local day (its `orderDay`) and its outlet's name. */
export interface NumberingPlace {
  day: string;
  outletName: string;
}

/** A menu order as placement writes it: the number and the name that carries it are the counter's. */
export type UnnumberedOrder = Omit<NewMenuOrder, 'dailyOrderNumber' | 'productName'> & { outletId: string };

/** The name an order carries until `numberOrder` gives it its number (never committed: both run in one transaction). */
const UNNUMBERED = 'Order';

/**
 * The outlet's next daily number on an outlet-local day, as CTEs and the SQL that reads the number: the day's
 * counter moves by an upsert (so parallel placements never share a number, and a rolled-back one gives its number
 * back: no gaps). The upsert holds the counter's row lock until the commit, so every placement at the outlet that
 * day queues on it: the statement that numbers must be the transaction's last. Before it, the placements take turns
 * (fair-queue.ts: served in order, instead of some waiting many turns for the row): the first number is written only
 * once the turn is ours.
 */
function nextNumber(tx: Tx, order: { tenantId: string; outletId: string }, place: NumberingPlace) {
  const turn = tx
    .$with('turn', { waited: sql`waited` })
    .as(turnAt(sql`concat('order-number:', ${order.outletId}::text, ':', ${place.day}::text)`));
  const counter = tx.$with('counter').as(
    tx
      .insert(orderDayCounters)
      .values({
        tenantId: order.tenantId,
        outletId: order.outletId,
        day: place.day,
        lastNumber: sql`(select 1 from ${turn})`,
      })
      .onConflictDoUpdate({
        target: [orderDayCounters.outletId, orderDayCounters.day],
        set: { lastNumber: sql`${orderDayCounters.lastNumber} + 1` },
      })
      .returning({ n: orderDayCounters.lastNumber }),
  );
  const number = sql<number>`(select ${counter.n} from ${counter})`;
  return {
    ctes: [turn, counter] as const,
    columns: {
      dailyOrderNumber: number,
      productName: sql<string>`concat('Order #', ${number}, ${` at ${place.outletName}`}::text)`,
    },
  };
}

/**
 * Inserts a placed order with its lines and empties the cart they came from, in one statement (data-modifying CTEs;
 * the lines' reference to the order is checked at the statement's end, when the order's row is there). With
 * `numbered`, the order takes its daily number in the same statement (see nextNumber: it must be the transaction's
 * last); without, it is numbered later by `numberOrder`. Answers the order.
 */
export async function insertOrderWithLines(
  tx: Tx,
  order: UnnumberedOrder,
  lines: NewOrderLine[],
  emptiedCartId: string,
  numbered: NumberingPlace | null,
): Promise<MenuOrderRow> {
  const written = tx.$with('written').as(tx.insert(orderLines).values(lines).returning({ id: orderLines.id }));
  const emptied = tx
    .$with('emptied')
    .as(tx.delete(cartLines).where(eq(cartLines.cartId, emptiedCartId)).returning({ id: cartLines.id }));
  const number = numbered ? nextNumber(tx, order, numbered) : null;
  const [placed] = await tx
    .with(...(number?.ctes ?? []), written, emptied)
    .insert(orders)
    .values({ ...order, ...(number?.columns ?? { productName: UNNUMBERED }) })
    .returning();
  return placed;
}

/**
 * Numbers an order `insertOrderWithLines` wrote without its number (see nextNumber: call it last), in one
 * statement. Answers the numbered order.
 */
export async function numberOrder(
  tx: Tx,
  order: { id: string; tenantId: string; outletId: string },
  place: NumberingPlace,
): Promise<MenuOrderRow> {
  const number = nextNumber(tx, order, place);
  const [numbered] = await tx
    .with(...number.ctes)
    .update(orders)
    .set(number.columns)
    .where(eq(orders.id, order.id))
    .returning();
  return numbered;
}

async function isTracked(tx: Tx, tenantId: string, productId: string): Promise<boolean> {
  const [row] = await tx
    .select({ isTracked: products.isTrackQuantity })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.id, productId)));
  return row?.isTracked ?? false;
}

/**
 * Takes `quantity` from a tracked product's stock only when it has that much (untracked products: no change).
 * `knownTracked` is what the catalogue read before the transaction says (undefined: it does not know the product): a
 * product it knows untracked costs no statement, a tracked one the conditional update alone; only when that takes
 * nothing does a second look tell "untracked now" (nothing to take) from "short".
 */
export async function takeStock(
  tx: Tx,
  tenantId: string,
  productId: string,
  quantity: number,
  knownTracked: boolean | undefined,
): Promise<boolean> {
  if (knownTracked === false) return true;
  if (knownTracked === undefined && !(await isTracked(tx, tenantId, productId))) return true;
  const taken = await tx
    .update(products)
    .set({ remainingQuantity: sql`${products.remainingQuantity} - ${quantity}` })
    .where(
      and(eq(products.id, productId), eq(products.isTrackQuantity, true), gte(products.remainingQuantity, quantity)),
    )
    .returning({ id: products.id });
  if (taken.length > 0) return true;
  return knownTracked === true && !(await isTracked(tx, tenantId, productId));
}

export async function giveStockBack(tx: Tx, productId: string, quantity: number): Promise<void> {
  await tx
    .update(products)
    .set({ remainingQuantity: sql`${products.remainingQuantity} + ${quantity}` })
    .where(and(eq(products.id, productId), eq(products.isTrackQuantity, true)));
}

/** One of the owner's menu orders (another user's or tenant's order is as absent as an unknown id). */
export async function ownOrder(
  db: DbOrTx,
  owner: { tenantId: string; userId: string },
  orderId: string,
  lock = false,
): Promise<MenuOrderRow | undefined> {
  const query = db
    .select()
    .from(orders)
    .where(ownedBy(orders, owner, eq(orders.id, orderId), eq(orders.kind, 'menu')));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function linesOfOrder(db: DbOrTx, orderId: string): Promise<OrderLineRow[]> {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.sortOrder));
}

export async function paymentsOfOrder(db: DbOrTx, orderId: string): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(payments.createdAt), desc(payments.provider));
}

export async function ordersOf(db: DbOrTx, owner: { tenantId: string; userId: string }, offset: number, limit: number) {
  const mine = ownedBy(orders, owner, eq(orders.kind, 'menu'));
  return withTotal(
    db.select().from(orders).where(mine).orderBy(desc(orders.createdAt), desc(orders.id)).offset(offset).limit(limit),
    db.select({ total: count() }).from(orders).where(mine),
  );
}

/** Order-system statuses after which a table session's order takes no more added orders. */
export const CLOSED_STATUSES: number[] = [
  ORDER_STATUS.CANCELLED,
  ORDER_STATUS.VOID,
  ORDER_STATUS.COMPLETED,
  ORDER_STATUS.DISMISSED,
  ORDER_STATUS.CLOSED,
];

/**
 * The first order of a table-token session (seed 002 §2 order detail 'child orders'): the earliest still-open order
 * placed with this table token on this outlet-local day that is not itself an added order; null for the first.
 */
export async function tableSessionParent(tx: Tx, tenantId: string, tableToken: string, day: string) {
  const [row] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.tenantId, tenantId),
        eq(orders.kind, 'menu'),
        eq(orders.tableToken, tableToken),
        eq(orders.orderDay, day),
        isNull(orders.parentOrderId),
        notInArray(orders.orderStatus, CLOSED_STATUSES),
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.dailyOrderNumber))
    .limit(1);
  return row?.id ?? null;
}

/** The orders added to a table session's first order, in the order they were placed. */
export function childOrdersOf(db: DbOrTx, tenantId: string, orderId: string) {
  return db
    .select({ _id: orders.id, dailyOrderNumber: orders.dailyOrderNumber, totals: orders.totals })
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.parentOrderId, orderId)))
    .orderBy(asc(orders.createdAt), asc(orders.dailyOrderNumber));
}
