/** SQL of menu orders: numbering, stock, priced lines, reward payments, history. */
import { and, asc, count, desc, eq, gte, isNull, notInArray, sql } from 'drizzle-orm';
import { ORDER_STATUS } from '../../../shared/constants/ordering';
import type { DbOrTx, Tx } from '../../db/client';
import { cartLines, orderDayCounters, orderLines, orders, payments, products } from '../../db/schema';
import { turnAt } from '../../db/fair-queue';
import { columnPlaceholders, jsonRowsOf } from '../../db/insert-once';
import { runValue, StatementOnce } from '../../db/statement-once';
import { typedRowsOf } from '../../db/typed-rows';
import { ownedBy } from '../../db/scopes';
import { withTotal } from '../../db/paging';

export type MenuOrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

/** Where and when an order is numbered: its outlet-local day (its `orderDay`) and its outlet's name. */
export interface NumberingPlace {
  day: string;
  outletName: string;
}

/** The columns of an order its daily number writes (nextNumber), or the name it carries till then (UNNUMBERED). */
const NUMBERING = ['dailyOrderNumber', 'productName'] as const;
/** The columns of an order placement leaves to their defaults: a store-credit order's product, a cancel's. */
const LEFT_TO_DEFAULTS = ['productId', 'cancelReason', 'cancelledAt'] as const;

/** A menu order as placement writes it: every column but the number's and those left to their defaults. */
export type UnnumberedOrder = Omit<MenuOrderRow, (typeof NUMBERING)[number] | (typeof LEFT_TO_DEFAULTS)[number]> & {
  outletId: string;
};

/** The name an order carries until `numberOrder` gives it its number (never committed: both run in one transaction). */
const UNNUMBERED = 'Order';

// Placement's statements, built once (StatementOnce, issue 14: drizzle building them was 12–15 % of a placement's
// main thread on PostgreSQL), by drizzle's own builders with placeholders: the order's columns from its run values
// (columnPlaceholders), its lines as one JSON value whatever their number (jsonRowsOf). Each answers the order's raw
// row, read as drizzle's `.returning()` read it (typedRowsOf).
type Raw = Record<string, unknown>;
const placedOrder = columnPlaceholders(orders, [...NUMBERING, ...LEFT_TO_DEFAULTS]);
const placedLines = jsonRowsOf(orderLines, 'lines');
const orderOf = typedRowsOf(orders);

/**
 * The run values of the statements that number an order: its `tenantId` and `outletId` are the order's own, so the
 * statement that places and numbers it reads them from the order's run values of those names.
 */
type NumberingValues = NumberingPlace & { tenantId: string; outletId: string };

/**
 * The outlet's next daily number on an outlet-local day, as CTEs and the SQL that reads the number: the day's
 * counter moves by an upsert (so parallel placements never share a number, and a rolled-back one gives its number
 * back: no gaps). The upsert holds the counter's row lock until the commit, so every placement at the outlet that
 * day queues on it: the statement that numbers must be the transaction's last. Before it, the placements take turns
 * (fair-queue.ts: served in order, instead of some waiting many turns for the row): the first number is written only
 * once the turn is ours. Its values are the run's NumberingValues.
 */
function nextNumber(db: DbOrTx) {
  const value = (name: keyof NumberingValues) => runValue(name);
  const turn = db
    .$with('turn', { waited: sql`waited` })
    .as(turnAt(sql`concat('order-number:', ${value('outletId')}::text, ':', ${value('day')}::text)`));
  const counter = db.$with('counter').as(
    db
      .insert(orderDayCounters)
      .values({
        tenantId: value('tenantId'),
        outletId: value('outletId'),
        day: value('day'),
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
      productName: sql<string>`concat('Order #', ${number}, ' at ', ${value('outletName')}::text)`,
    },
  };
}

/** See insertOrderWithLines; one statement numbered, one not. */
function placeStatement(numbered: boolean) {
  return new StatementOnce<Raw, Raw>(numbered ? 'order_place_numbered' : 'order_place', (db) => {
    const written = db
      .$with('written')
      .as(db.insert(orderLines).select(placedLines.select).returning({ id: orderLines.id }));
    const emptied = db.$with('emptied').as(
      db
        .delete(cartLines)
        .where(eq(cartLines.cartId, runValue('cartId')))
        .returning({ id: cartLines.id }),
    );
    const number = numbered ? nextNumber(db) : null;
    return db
      .with(...(number?.ctes ?? []), written, emptied)
      .insert(orders)
      .values({ ...placedOrder.values, ...(number?.columns ?? { productName: UNNUMBERED }) })
      .returning();
  });
}

const placeStatements = { numbered: placeStatement(true), unnumbered: placeStatement(false) };

const numberStatement = new StatementOnce<NumberingValues & { id: string }, Raw>('order_number', (db) => {
  const number = nextNumber(db);
  return db
    .with(...number.ctes)
    .update(orders)
    .set(number.columns)
    .where(eq(orders.id, runValue('id')))
    .returning();
});

/**
 * Inserts a placed order with its lines and empties the cart they came from, in one statement (data-modifying CTEs;
 * the lines' reference to the order is checked at the statement's end, when the order's row is there). With
 * `numbered`, the order takes its daily number in the same statement (see nextNumber: it must be the transaction's
 * last); without, it is numbered later by `numberOrder`. Answers the order.
 */
export async function insertOrderWithLines(
  tx: Tx,
  order: UnnumberedOrder,
  lines: OrderLineRow[],
  emptiedCartId: string,
  numbered: NumberingPlace | null,
): Promise<MenuOrderRow> {
  const statement = numbered ? placeStatements.numbered : placeStatements.unnumbered;
  const [placed] = await statement.rows(tx, {
    ...placedOrder.runValues(order),
    ...placedLines.runValues(lines),
    cartId: emptiedCartId,
    ...numbered,
  });
  return orderOf(placed);
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
  const [numbered] = await numberStatement.rows(tx, { ...order, ...place });
  return orderOf(numbered);
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
