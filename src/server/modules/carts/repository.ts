/** SQL of carts: one per user and outlet, its lines as the customer chose them. */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { CartLineInput } from '../../../shared/api/ordering-cart';
import type { OrderMode } from '../../../shared/constants/ordering';
import type { DbOrTx, Tx } from '../../db/client';
import { cartLines, carts } from '../../db/schema';
import { runValue as value, StatementOnce } from '../../db/statement-once';
import { typedRowsOf } from '../../db/typed-rows';
import { newId } from '../../lib/ids';

export type CartRow = typeof carts.$inferSelect;
export type CartLineRow = typeof cartLines.$inferSelect;
export interface CartOwner {
  tenantId: string;
  userId: string;
}

type Raw = Record<string, unknown>;
const cartOf = typedRowsOf(carts);
const lineOf = typedRowsOf(cartLines);
// The statements every cart write and placement sends, built once (StatementOnce, issue 14: drizzle building them was
// the largest part of a cart write's main-thread time). Values go as text with explicit casts, so both drivers read
// them alike; jsonb goes as its JSON text.

interface LockValues {
  id: string;
  tenantId: string;
  userId: string;
  merchantId: string;
  outletId: string;
  orderMode: OrderMode;
  now: string;
}

const lockCartStatement = new StatementOnce<LockValues, Raw>(
  'cart_lock',
  () => sql`
    insert into ${carts} (id, tenant_id, user_id, merchant_id, outlet_id, order_mode, created_at, updated_at)
    values (${value('id')}, ${value('tenantId')}, ${value('userId')}, ${value('merchantId')}, ${value('outletId')},
      ${value('orderMode')}, ${value('now')}::timestamptz, ${value('now')}::timestamptz)
    on conflict (tenant_id, user_id, outlet_id) do update set updated_at = ${carts.updatedAt}
    returning *`,
);

const cartLinesStatement = new StatementOnce<{ cartId: string }, Raw>(
  'cart_lines_of',
  () => sql`select * from ${cartLines} where ${cartLines.cartId} = ${value('cartId')} order by created_at, id`,
);

interface LineValues {
  id: string;
  tenantId: string;
  cartId: string;
  productId: string;
  quantity: number;
  modifiers: string;
  bundledItems: string;
  freeItemVoucherValueId: string | null;
  isAutoAdded: boolean;
  now: string;
}

const insertLineStatement = new StatementOnce<LineValues, Raw>(
  'cart_line_insert',
  () => sql`
    insert into ${cartLines} (id, tenant_id, cart_id, product_id, quantity, modifiers, bundled_items,
      free_item_voucher_value_id, is_auto_added, created_at)
    values (${value('id')}, ${value('tenantId')}, ${value('cartId')}, ${value('productId')}, ${value('quantity')}::integer,
      ${value('modifiers')}::jsonb, ${value('bundledItems')}::jsonb, ${value('freeItemVoucherValueId')},
      ${value('isAutoAdded')}::boolean, ${value('now')}::timestamptz)
    returning *`,
);

/**
 * The owner's cart at an outlet, created with `initial` when there is none, and locked until the transaction ends, so
 * cart writes and placement of one cart queue. One statement: the upsert takes the row lock of an existing cart as
 * `select … for update` would (it rewrites the row with its own `updated_at`), and two first requests at once still
 * make one cart (the unique index on tenant, user and outlet).
 */
export async function lockedCart(
  tx: Tx,
  owner: CartOwner,
  outlet: { id: string; merchantId: string },
  initial: { orderMode: OrderMode },
  now: Date,
): Promise<CartRow> {
  const [cart] = await lockCartStatement.rows(tx, {
    id: newId(),
    tenantId: owner.tenantId,
    userId: owner.userId,
    merchantId: outlet.merchantId,
    outletId: outlet.id,
    orderMode: initial.orderMode,
    now: now.toISOString(),
  });
  return cartOf(cart);
}

/** Lines in the order `linesOf` reads them: oldest first, then by id. */
export const inLineOrder = (lines: CartLineRow[]): CartLineRow[] =>
  lines.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

export async function linesOf(db: DbOrTx, cartId: string): Promise<CartLineRow[]> {
  return (await cartLinesStatement.rows(db, { cartId })).map(lineOf);
}

/**
 * The owner's cart at an outlet with its lines (in `linesOf`'s order), read in one statement (one snapshot) and
 * without a lock; null when there is none. For a read that changes nothing (service.ts `getCart`).
 */
export async function cartWithLines(
  db: DbOrTx,
  owner: CartOwner,
  outletId: string,
): Promise<{ cart: CartRow; lines: CartLineRow[] } | null> {
  const rows = await db
    .select({ cart: carts, line: cartLines })
    .from(carts)
    .leftJoin(cartLines, eq(cartLines.cartId, carts.id))
    .where(and(eq(carts.tenantId, owner.tenantId), eq(carts.userId, owner.userId), eq(carts.outletId, outletId)))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
  if (rows.length === 0) return null;
  return { cart: rows[0].cart, lines: rows.flatMap((row) => row.line ?? []) };
}

export async function insertLine(
  tx: Tx,
  cart: CartRow,
  input: CartLineInput,
  productId: string,
  now: Date,
  options: { isAutoAdded?: boolean } = {},
) {
  const [line] = await insertLineStatement.rows(tx, {
    id: newId(),
    tenantId: cart.tenantId,
    cartId: cart.id,
    productId,
    quantity: input.quantity,
    modifiers: JSON.stringify(input.modifier_list),
    bundledItems: JSON.stringify(input.bundled_item_list),
    freeItemVoucherValueId: input.freeItemVoucherValueId ?? null,
    isAutoAdded: options.isAutoAdded ?? false,
    now: now.toISOString(),
  });
  return lineOf(line);
}

export async function replaceLine(tx: Tx, line: CartLineRow, input: CartLineInput, productId: string) {
  await tx
    .update(cartLines)
    .set({
      productId,
      quantity: input.quantity,
      modifiers: input.modifier_list,
      bundledItems: input.bundled_item_list,
      freeItemVoucherValueId: input.freeItemVoucherValueId ?? null,
    })
    .where(eq(cartLines.id, line.id));
}

export async function deleteLines(tx: Tx, cartId: string, lineId?: string) {
  await tx.delete(cartLines).where(and(eq(cartLines.cartId, cartId), lineId ? eq(cartLines.id, lineId) : undefined));
}

/** Changes the cart; answers it as it now is. */
export async function updateCart(tx: Tx, cartId: string, changes: Partial<CartRow>, now: Date): Promise<CartRow> {
  const [cart] = await tx
    .update(carts)
    .set({ ...changes, updatedAt: now })
    .where(eq(carts.id, cartId))
    .returning();
  return cart;
}

/** A stored line as the request that made it (what line validation and reorder read). */
export const inputOfLine = (line: CartLineRow): CartLineInput => ({
  product_uid: line.productId,
  quantity: line.quantity,
  modifier_list: line.modifiers,
  bundled_item_list: line.bundledItems,
  freeItemVoucherValueId: line.freeItemVoucherValueId,
});
