/**
 * Cart operations (seed 002 §4, §5, §7; issue 11). Each runs in one transaction on the locked cart row, checks what
 * it changes with the shared rules (line validation, order time, delivery distance) and answers the whole cart,
 * priced again. A refusal carries the order-system code of seed 002 §8.
 */
import type { Cart, CartLineInput, DeliveryLocation } from '../../../shared/api/ordering-cart';
import { EAT_IN_TABLE, ORDER_SYSTEM_CODES, type OrderMode } from '../../../shared/constants/ordering';
import { haversineKm } from '../../../shared/rules/distance';
import { GUEST_DISCOUNT_PROMPT } from '../../../shared/rules/programs';
import { isWithinDeliveryDistance } from '../../../shared/rules/ordering/delivery-lock';
import type { LineRefusal } from '../../../shared/rules/ordering/line-validation';
import { isEstimatedDatePast, validateEstimatedDate } from '../../../shared/rules/ordering/order-time';
import { parseEstimatedDate } from '../../../shared/rules/ordering/outlet-clock';
import type { ServerContext } from '../../context';
import type { Tx } from '../../db/client';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { canonicalJson } from '../../lib/idempotency';
import { OrderError } from '../../lib/order-error';
import { orderingClockOf } from '../../lib/ordering-clock';
import { cachedOutletOrThrow, merchantCatalogue, type MerchantCatalogue } from '../ordering-catalogue/catalogue-cache';
import { tableTokenOf, type OutletRow } from '../ordering-catalogue/repository';
import type { Viewer } from '../ordering-catalogue/service';
import { outletView } from '../ordering-catalogue/views';
import { evaluateCart, type CartState, type EvaluatedCart } from './evaluate';
import * as repo from './repository';
import { cartView } from './views';
import { applyVouchers, checkVoucherLine, settleVouchers, voucherCards, type RequestedVoucher } from './vouchers';

type Ctx = Pick<ServerContext, 'db' | 'clock' | 'catalogues'>;

/** The signed-in caller (member or guest) and what their cart is shown in. */
export interface Caller extends Viewer {
  userId: string;
  currency: string;
  /** A guest session: no discount-package products (seed 002 §5), no rewards, no vouchers. */
  isGuest: boolean;
}

/** The refusal of a rule as the error body of seed 002 §8. */
export const refusalError = (refusal: LineRefusal, productIds: string[] = []) =>
  new OrderError(refusal.orderSystemCode, refusal.message, refusal.field, {
    ...(refusal.orderSystemCode === ORDER_SYSTEM_CODES.PRODUCT_NOT_FOUND && { unavailableProducts: productIds }),
  });

const ALLOWS: Record<OrderMode, keyof OutletRow['orderSettings']> = {
  dine_in: 'isAllowDineIn',
  pick_up: 'isAllowPickup',
  delivery: 'isAllowDelivery',
};

/** A new cart starts in the first mode the outlet takes: pick-up, else delivery, else dine-in. */
const firstMode = (outlet: OutletRow): OrderMode =>
  (['pick_up', 'delivery', 'dine_in'] as const).find((mode) => outlet.orderSettings[ALLOWS[mode]]) ?? 'pick_up';

export function stateOf(cart: repo.CartRow, outlet: OutletRow, now: Date): CartState {
  return {
    orderMode: cart.orderMode,
    at: (cart.estimatedDate && parseEstimatedDate(cart.estimatedDate, outlet.timeZone)) || now,
    deliveryDistance: cart.deliveryDistance,
  };
}

/** What a cart is checked against: its outlet and the merchant's catalogue. */
export interface OrderingSource {
  outlet: OutletRow;
  catalogue: MerchantCatalogue;
}

/**
 * The outlet and its merchant's catalogue, from memory (catalogue-cache.ts): read before the cart's transaction opens,
 * since a cold read inside it would wait for the transaction's own lock on PGlite. Stock is checked again in SQL at
 * placement (orders/stock.ts), so a catalogue read a moment before the lock never oversells.
 */
export async function orderingSource(ctx: Ctx, tenantId: string, outletId: string): Promise<OrderingSource> {
  const outlet = await cachedOutletOrThrow(ctx, tenantId, outletId);
  return { outlet, catalogue: await merchantCatalogue(ctx, tenantId, outlet.merchantId) };
}

export interface OpenCart extends OrderingSource {
  tx: Tx;
  cart: repo.CartRow;
  lines: repo.CartLineRow[];
  now: Date;
}

/**
 * Opens the caller's cart at the source's outlet (created on first use, locked), with an estimated date that has
 * passed reset to NOW, inside the caller's transaction.
 */
export async function openCart(ctx: Ctx, tx: Tx, caller: Caller, source: OrderingSource): Promise<OpenCart> {
  const { outlet } = source;
  const now = orderingClockOf(ctx).now(caller.tenantId);
  let cart = await repo.lockedCart(tx, caller, outlet, { orderMode: firstMode(outlet) }, now);
  if (isEstimatedDatePast(cart.estimatedDate, outlet.timeZone, now))
    cart = await repo.updateCart(tx, cart.id, { estimatedDate: null }, now);
  return { ...source, tx, cart, lines: await repo.linesOf(tx, cart.id), now };
}

/**
 * The cart evaluated and shown. Lines the menu no longer allows (an ended offer, stock gone) leave the cart here:
 * the customer sees what can still be ordered and the total they will pay. `open.cart` is the cart as the change
 * left it (every cart update answers the row and the change keeps it); its lines are read once more, unless the
 * change answered the lines it left (`known`).
 */
async function answer(open: OpenCart, caller: Caller, known?: repo.CartLineRow[]): Promise<Cart> {
  const { tx, outlet, now } = open;
  const { vouchers, lines } = await settleVouchers(open, caller, known ?? (await repo.linesOf(tx, open.cart.id)));
  const state = stateOf(open.cart, outlet, now);
  let evaluated = evaluateCart(open.catalogue, caller, outlet, state, lines, vouchers);
  if (evaluated.invalid.length > 0) {
    const invalid = new Set(evaluated.invalid.map(({ line }) => line));
    for (const line of invalid) await repo.deleteLines(tx, open.cart.id, line.id);
    const kept = lines.filter((line) => !invalid.has(line));
    evaluated = evaluateCart(open.catalogue, caller, outlet, state, kept, vouchers);
  }
  return cartView(open.cart, evaluated, caller.currency);
}

/**
 * Runs `change` on the caller's open cart and answers the cart. A change may answer the lines it left, in the order
 * `repo.linesOf` reads them, to spare reading them again (issue 14: a statement is the cost on PGlite).
 */
async function inCart(
  ctx: Ctx,
  caller: Caller,
  outletId: string,
  change: (open: OpenCart) => Promise<repo.CartLineRow[] | void>,
) {
  const source = await orderingSource(ctx, caller.tenantId, outletId);
  return ctx.db.transaction(async (tx) => {
    const open = await openCart(ctx, tx, caller, source);
    const left = await change(open);
    return answer(open, caller, left ?? undefined);
  });
}

/** Refuses a cart whose lines would break a rule in `state` (a new mode or time), with the first line's code. */
function requireLinesValid(open: OpenCart, caller: Caller, state: CartState): EvaluatedCart {
  const evaluated = evaluateCart(open.catalogue, caller, open.outlet, state, open.lines);
  const [first] = evaluated.invalid;
  if (first)
    throw refusalError(
      first.refusal,
      evaluated.invalid.map((i) => i.line.productId),
    );
  return evaluated;
}

/**
 * The caller's cart as it stands, when reading it changes nothing: the answer the locked path below would give, from
 * one read and no write, so that it can be kept (routes.ts). Null when the read must change the cart — there is none
 * yet, its estimated date has passed, it holds vouchers to settle, or lines the menu no longer allows.
 */
async function standingCart(ctx: Ctx, caller: Caller, outletId: string): Promise<Cart | null> {
  const { outlet, catalogue } = await orderingSource(ctx, caller.tenantId, outletId);
  const found = await repo.cartWithLines(ctx.db, caller, outletId);
  if (!found) return null;
  const { cart, lines } = found;
  const now = orderingClockOf(ctx).now(caller.tenantId);
  if (isEstimatedDatePast(cart.estimatedDate, outlet.timeZone, now)) return null;
  if (cart.discountList.length > 0 || lines.some((line) => line.freeItemVoucherValueId)) return null;
  const evaluated = evaluateCart(catalogue, caller, outlet, stateOf(cart, outlet, now), lines);
  return evaluated.invalid.length > 0 ? null : cartView(cart, evaluated, caller.currency);
}

export const getCart = async (ctx: Ctx, caller: Caller, outletId: string) =>
  (await standingCart(ctx, caller, outletId)) ?? inCart(ctx, caller, outletId, async () => {});

export const clearCart = (ctx: Ctx, caller: Caller, outletId: string) =>
  inCart(ctx, caller, outletId, async ({ tx, cart }) => repo.deleteLines(tx, cart.id));

/** Two lines are the same choice when product, modifiers, bundle picks and voucher value agree. */
const sameChoice = (line: repo.CartLineRow, productId: string, input: CartLineInput) =>
  line.productId === productId &&
  (line.freeItemVoucherValueId ?? null) === (input.freeItemVoucherValueId ?? null) &&
  canonicalJson(line.modifiers) === canonicalJson(input.modifier_list) &&
  canonicalJson(line.bundledItems) === canonicalJson(input.bundled_item_list);

/** Validates `input` as a line of the cart in place of `replacing` (null: a new line); answers the product id. */
async function checkedProductId(
  open: OpenCart,
  caller: Caller,
  input: CartLineInput,
  replacing: repo.CartLineRow | null,
): Promise<string> {
  const probe: repo.CartLineRow = {
    ...(replacing ?? {
      id: '(new)',
      tenantId: caller.tenantId,
      cartId: open.cart.id,
      isAutoAdded: false,
      createdAt: open.now,
    }),
    productId: input.product_uid,
    quantity: input.quantity,
    modifiers: input.modifier_list,
    bundledItems: input.bundled_item_list,
    freeItemVoucherValueId: input.freeItemVoucherValueId ?? null,
  };
  const others = open.lines.filter((line) => line.id !== probe.id);
  const evaluated = evaluateCart(open.catalogue, caller, open.outlet, stateOf(open.cart, open.outlet, open.now), [
    ...others,
    probe,
  ]);
  const refused = evaluated.invalid.find((i) => i.line === probe);
  if (refused) throw refusalError(refused.refusal, [input.product_uid]);
  const { product } = evaluated.valid.find((v) => v.line === probe)!.selection;
  // The menu shows the prompt; the server holds the line too, so a hand-made request gets no package either.
  if (caller.isGuest && product.programType === 'package')
    throw new AppError(403, 'GUEST_NOT_ELIGIBLE', GUEST_DISCOUNT_PROMPT, 'product_uid');
  return product._id;
}

export const addLine = (ctx: Ctx, caller: Caller, outletId: string, input: CartLineInput) =>
  inCart(ctx, caller, outletId, async (open) => {
    await checkVoucherLine(open, caller, input, stateOf(open.cart, open.outlet, open.now).at);
    const productId = await checkedProductId(open, caller, input, null);
    const same = open.lines.find((line) => sameChoice(line, productId, input));
    if (!same) {
      const added = await repo.insertLine(open.tx, open.cart, input, productId, open.now);
      return repo.inLineOrder([...open.lines, added]);
    }
    const merged = { ...input, quantity: same.quantity + input.quantity };
    await checkedProductId(open, caller, merged, same);
    await repo.replaceLine(open.tx, same, merged, productId);
  });

function lineOrThrow(open: OpenCart, itemId: string): repo.CartLineRow {
  const line = open.lines.find((l) => l.id === itemId);
  if (!line) throw notFound('Cart item');
  return line;
}

export const updateLine = (ctx: Ctx, caller: Caller, outletId: string, itemId: string, input: CartLineInput) =>
  inCart(ctx, caller, outletId, async (open) => {
    const line = lineOrThrow(open, itemId);
    if (line.freeItemVoucherValueId && input.quantity !== line.quantity)
      throw badRequest("A voucher's free item keeps its quantity", 'quantity', 'FREE_ITEM_QUANTITY_FIXED');
    if ((input.freeItemVoucherValueId ?? null) !== line.freeItemVoucherValueId)
      throw badRequest(
        'A line keeps its voucher: remove the voucher or the line instead',
        'freeItemVoucherValueId',
        'FREE_ITEM_VOUCHER_FIXED',
      );
    const productId = await checkedProductId(open, caller, input, line);
    await repo.replaceLine(open.tx, line, input, productId);
  });

export const removeLine = (ctx: Ctx, caller: Caller, outletId: string, itemId: string) =>
  inCart(ctx, caller, outletId, async (open) => {
    const line = lineOrThrow(open, itemId);
    if (line.isAutoAdded)
      throw badRequest("A voucher's automatically added item cannot be deleted", 'itemId', 'AUTO_ADDED_LINE');
    await repo.deleteLines(open.tx, open.cart.id, line.id);
  });

export const setEstimatedDate = (ctx: Ctx, caller: Caller, outletId: string, estimatedDate: string | null) =>
  inCart(ctx, caller, outletId, async (open) => {
    const checked = validateEstimatedDate(estimatedDate, outletView(open.outlet, null), open.cart.orderMode, open.now);
    if (!checked.ok) throw refusalError(checked.refusal);
    requireLinesValid(open, caller, { ...stateOf(open.cart, open.outlet, open.now), at: checked.at });
    open.cart = await repo.updateCart(open.tx, open.cart.id, { estimatedDate }, open.now);
  });

/** 412 'Please fill address': the delivery address dialog opens (seed 002 §5, §8). */
const fillAddress = (detail: string) =>
  new AppError(412, 'DELIVERY_ADDRESS_REQUIRED', `Please fill address: ${detail}`, 'location');

export interface ModeChange {
  orderMode: OrderMode;
  tableNumber?: string | null;
  pagerNumber?: string | null;
  tableToken?: string | null;
  location?: DeliveryLocation | null;
}

/** The table of a dine-in change: from a table token of this outlet, or as given (EATIN only where tables are skipped). */
async function tableOf(tx: Tx, outlet: OutletRow, change: ModeChange) {
  if (change.tableToken) {
    const token = await tableTokenOf(tx, outlet.tenantId, change.tableToken);
    if (!token || token.outletId !== outlet.id)
      throw new OrderError(
        ORDER_SYSTEM_CODES.TABLE_NOT_FOUND,
        'This table QR code is not for this outlet',
        'tableToken',
      );
    return { tableNumber: token.tableNumber, tableToken: token.token };
  }
  if (change.tableNumber === EAT_IN_TABLE && !outlet.orderSettings.isSkipScanTable)
    throw new OrderError(ORDER_SYSTEM_CODES.TABLE_NOT_FOUND, 'Scan table Qr code', 'tableNumber');
  return { tableNumber: change.tableNumber ?? null, tableToken: null };
}

export const setOrderMode = (ctx: Ctx, caller: Caller, outletId: string, change: ModeChange) =>
  inCart(ctx, caller, outletId, async (open) => {
    const { outlet } = open;
    if (!outlet.orderSettings[ALLOWS[change.orderMode]])
      throw new OrderError(
        ORDER_SYSTEM_CODES.MODE_NOT_SUPPORTED,
        `This outlet does not take ${change.orderMode} orders`,
        'orderMode',
      );
    let delivery: { deliveryLocation: DeliveryLocation | null; deliveryDistance: number | null } = {
      deliveryLocation: open.cart.deliveryLocation,
      deliveryDistance: open.cart.deliveryDistance,
    };
    if (change.orderMode === 'delivery') {
      if (!change.location) throw fillAddress('delivery needs an address');
      const km = haversineKm(outlet, change.location.coordinates);
      if (!isWithinDeliveryDistance(outlet.deliverySettings, km))
        throw fillAddress(
          `the address is ${km.toFixed(1)} km away; this outlet delivers up to ${outlet.deliverySettings.deliveryDistance} km`,
        );
      delivery = { deliveryLocation: change.location, deliveryDistance: Math.round(km * 1000) };
    }
    const table =
      change.orderMode === 'dine_in' ? await tableOf(open.tx, outlet, change) : { tableNumber: null, tableToken: null };
    const state = {
      ...stateOf(open.cart, outlet, open.now),
      orderMode: change.orderMode,
      deliveryDistance: delivery.deliveryDistance,
    };
    requireLinesValid(open, caller, state);
    open.cart = await repo.updateCart(
      open.tx,
      open.cart.id,
      { orderMode: change.orderMode, ...table, pagerNumber: change.pagerNumber ?? null, ...delivery },
      open.now,
    );
  });

/** Seed 002 §4 Voucher application: sets the cart's vouchers (carts/vouchers.ts). */
export const applyDiscounts = (ctx: Ctx, caller: Caller, outletId: string, requested: readonly RequestedVoucher[]) =>
  inCart(ctx, caller, outletId, async (open) =>
    applyVouchers(open, caller, requested, stateOf(open.cart, open.outlet, open.now).at),
  );

/** The cart's voucher section: the caller's usable vouchers at this outlet's merchant. */
export const listVouchers = async (ctx: Ctx, caller: Caller, outletId: string) => {
  const source = await orderingSource(ctx, caller.tenantId, outletId);
  return ctx.db.transaction(async (tx) => {
    const open = await openCart(ctx, tx, caller, source);
    return voucherCards(tx, caller, open, stateOf(open.cart, open.outlet, open.now).at);
  });
};
