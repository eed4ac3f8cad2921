/**
 * Vouchers in the cart (seed 002 §4 "Voucher application", §5, §8; issue 11), on the rules of
 * src/shared/rules/ordering/cart-vouchers.ts. The cart stores the applied vouchers as its discount list and the lines
 * of item vouchers tagged with the voucher (freeItemVoucherValueId; auto-added ones flagged). Members only, never in
 * a table-token (scan-to-order) session. Placement marks them used in its transaction (orders/placement.ts).
 */
import type { CartLineInput, CartVoucher } from '../../../shared/api/ordering-cart';
import { ORDER_SYSTEM_CODES } from '../../../shared/constants/ordering';
import {
  chosenCountRefusal,
  isChoosable,
  isItemVoucher,
  voucherBlock,
  voucherListRefusal,
  voucherProducts,
  voucherRefusalMessage,
  type VoucherRefusal,
  type VoucherTerms,
} from '../../../shared/rules/ordering/cart-vouchers';
import { menuViewContext } from '../../../shared/rules/ordering/menu-visibility';
import type { MenuProduct } from '../../../shared/api/ordering-catalogue';
import { fromCents } from '../../../shared/rules/money';
import type { DbOrTx, Tx } from '../../db/client';
import { centsOfNumeric } from '../../db/sql-values';
import { AppError, conflict, forbidden } from '../../lib/app-error';
import { OrderError } from '../../lib/order-error';
import { productsOf } from '../ordering-catalogue/catalogue-cache';
import { memberVouchersUsableAt, type UsableVoucher } from '../vouchers/repository';
import * as repo from './repository';
import type { Caller, OpenCart } from './service';

type AppliedEntry = repo.CartRow['discountList'][number];

/** Seed 002 §4 and §6: a guest never sees vouchers; a scan-to-order session cannot use them. */
export function requireVoucherUser(caller: Caller, cart: repo.CartRow): void {
  if (caller.isGuest) throw forbidden('Guests cannot use vouchers: sign up or log in', 'GUEST_NOT_ALLOWED');
  if (cart.tableToken)
    throw new AppError(
      403,
      'TABLE_SESSION_NO_VOUCHERS',
      'Table-token sessions (scan-to-order) cannot use vouchers',
      'discountList',
    );
}

export const termsOf = ({ held, voucher, value }: UsableVoucher): VoucherTerms => ({
  id: held.id,
  name: voucher.name,
  voucherType: voucher.voucherType,
  valueType: voucher.voucherValueType,
  value: value.value,
  productCount: voucher.productCount,
  channels: voucher.channels,
  outlets: voucher.outlets,
  productSelectType: voucher.productSelectType,
  productCategory: voucher.productCategory,
  productTags: voucher.productTags,
  products: voucher.products,
});

/** The refusal of a voucher rule as an error body: the seed's words, a code per reason, order-system code 579. */
export function voucherRefusalError(refusal: VoucherRefusal, field = 'discountList'): AppError {
  const code = `VOUCHER_${refusal.reason.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;
  return new AppError(400, code, voucherRefusalMessage(refusal), field, undefined, {
    orderSystemCode: ORDER_SYSTEM_CODES.DISCOUNT_UNAVAILABLE,
  });
}

/** 563: not a usable voucher of the caller's (unknown, someone else's, used or expired). */
const invalidVoucher = (id: string, field: string) =>
  new OrderError(ORDER_SYSTEM_CODES.INVALID_DISCOUNT, `No usable voucher '${id}' of yours here`, field);

async function usableById(db: DbOrTx, caller: Caller, merchantId: string, now: Date) {
  const rows = await memberVouchersUsableAt(db, { tenantId: caller.tenantId, userId: caller.userId, merchantId, now });
  return new Map(rows.map((row) => [row.held.id, row]));
}

/** The vouchers of the cart's discount list that are still the caller's and unused (in list order), and the rest. */
export async function appliedVouchers(db: DbOrTx, caller: Caller, open: Pick<OpenCart, 'cart' | 'outlet' | 'now'>) {
  const usable = await usableById(db, caller, open.outlet.merchantId, open.now);
  const applied = open.cart.discountList.map((entry) => usable.get(entry.reference_id));
  return {
    vouchers: applied.filter((row) => row !== undefined).map(termsOf),
    gone: open.cart.discountList.filter((_, index) => applied[index] === undefined).map((e) => e.reference_id),
  };
}

const rulesOrder = (open: Pick<OpenCart, 'cart' | 'outlet'>) => ({
  outletId: open.outlet.id,
  orderMode: open.cart.orderMode,
  stackVoucherType: open.outlet.orderSettings.stackVoucherType,
});

/** Units of the cart's lines that belong to a voucher. */
const unitsOf = (lines: readonly repo.CartLineRow[], voucherId: string) =>
  lines.filter((line) => line.freeItemVoucherValueId === voucherId).reduce((n, line) => n + line.quantity, 0);

/**
 * The vouchers the cart keeps: those still usable and still applicable at its outlet and mode (a mode change or a
 * voucher used elsewhere drops one); lines of vouchers no longer applied leave with them. `lines` are the cart's
 * lines as they stand; answers the kept vouchers and the lines after that.
 */
export async function settleVouchers(
  open: OpenCart,
  caller: Caller,
  lines: repo.CartLineRow[],
): Promise<{ vouchers: VoucherTerms[]; lines: repo.CartLineRow[] }> {
  const { tx, cart } = open;
  if (cart.discountList.length === 0 && !lines.some((line) => line.freeItemVoucherValueId))
    return { vouchers: [], lines };
  const { vouchers } = await appliedVouchers(tx, caller, open);
  const kept = cart.tableToken || voucherListRefusal(vouchers, rulesOrder(open)) ? [] : vouchers;
  const keptIds = new Set(kept.map((v) => v.id));
  if (kept.length !== cart.discountList.length) {
    const discountList = cart.discountList.filter((entry) => keptIds.has(entry.reference_id));
    open.cart = await repo.updateCart(tx, cart.id, { discountList }, open.now);
  }
  const dropped = lines.filter((line) => line.freeItemVoucherValueId && !keptIds.has(line.freeItemVoucherValueId));
  for (const line of dropped) await repo.deleteLines(tx, cart.id, line.id);
  return { vouchers: kept, lines: lines.filter((line) => !dropped.includes(line)) };
}

function catalogueAt(caller: Caller, open: OpenCart, at: Date) {
  const context = menuViewContext({
    outletId: open.outlet.id,
    timeZone: open.outlet.timeZone,
    orderMode: open.cart.orderMode,
    at,
    birthday: caller.birthday,
  });
  return { catalogue: productsOf(open.catalogue.categories), context };
}

const freeLine = (product: MenuProduct, voucherId: string): CartLineInput => ({
  product_uid: product._id,
  quantity: 1,
  modifier_list: [],
  bundled_item_list: [],
  freeItemVoucherValueId: voucherId,
});

export interface RequestedVoucher {
  discount_code: 'VOUCHER';
  reference_id: string;
  products?: string[];
}

/**
 * Sets the cart's vouchers to `requested`, in the open cart's transaction: each must be the caller's usable voucher,
 * applicable here, stackable with the others; a newly applied item voucher gets its chosen products (exactly
 * productCount units with what it already has) or, with productCount 0, every matching product it can take, added
 * as lines that cannot be deleted. Lines of vouchers taken off leave the cart. 409 (silent) for an unchanged list.
 */
export async function applyVouchers(open: OpenCart, caller: Caller, requested: readonly RequestedVoucher[], at: Date) {
  const { tx, cart } = open;
  requireVoucherUser(caller, cart);
  const ids = [...new Set(requested.map((entry) => entry.reference_id))];
  const current = cart.discountList.map((entry) => entry.reference_id);
  const choosing = requested.some((entry) => (entry.products?.length ?? 0) > 0);
  if (!choosing && ids.length === current.length && ids.every((id, index) => id === current[index]))
    throw conflict('The cart already has these vouchers', 'discountList');
  const usable = await usableById(tx, caller, open.outlet.merchantId, open.now);
  const vouchers = ids.map((id, index) => {
    const row = usable.get(id);
    if (!row) throw invalidVoucher(id, `discountList[${index}].reference_id`);
    return termsOf(row);
  });
  const refusal = voucherListRefusal(vouchers, rulesOrder(open));
  if (refusal) throw voucherRefusalError(refusal);
  for (const line of open.lines)
    if (line.freeItemVoucherValueId && !ids.includes(line.freeItemVoucherValueId))
      await repo.deleteLines(tx, cart.id, line.id);
  const { catalogue, context } = catalogueAt(caller, open, at);
  for (const [index, voucher] of vouchers.entries()) {
    if (!isItemVoucher(voucher.voucherType)) continue;
    const offered = voucherProducts(voucher, catalogue).filter((product) => isChoosable(product, context));
    const field = `discountList[${index}].products`;
    const fail = (reason: VoucherRefusal['reason']) =>
      voucherRefusalError({ reason, voucherId: voucher.id, productCount: voucher.productCount }, field);
    const has = unitsOf(open.lines, voucher.id);
    if (voucher.productCount === 0) {
      if (has > 0) continue;
      if (offered.length === 0) throw fail('productUnavailable');
      for (const product of offered)
        await repo.insertLine(tx, cart, freeLine(product, voucher.id), product._id, open.now, { isAutoAdded: true });
      continue;
    }
    const chosen = requested.find((entry) => entry.reference_id === voucher.id)?.products ?? [];
    const products = chosen.map((id) => offered.find((p) => [p._id, p.product_uid, p.sourceId].includes(id)));
    if (products.some((product) => product === undefined)) throw fail('productUnavailable');
    const count = chosenCountRefusal(voucher, has + products.length);
    if (count) throw voucherRefusalError(count, field);
    for (const product of products as MenuProduct[])
      await repo.insertLine(tx, cart, freeLine(product, voucher.id), product._id, open.now);
  }
  const discountList: AppliedEntry[] = ids.map((id) => ({ discount_code: 'VOUCHER', reference_id: id }));
  open.cart = await repo.updateCart(tx, cart.id, { discountList }, open.now);
  open.lines = await repo.linesOf(tx, cart.id);
}

/**
 * A line added for an applied item voucher (freeItemVoucherValueId): a product the voucher names and that can be
 * chosen now, within the voucher's productCount ('All products has chosen').
 */
export async function checkVoucherLine(open: OpenCart, caller: Caller, input: CartLineInput, at: Date) {
  const voucherId = input.freeItemVoucherValueId;
  if (!voucherId) return;
  requireVoucherUser(caller, open.cart);
  const field = 'freeItemVoucherValueId';
  if (!open.cart.discountList.some((entry) => entry.reference_id === voucherId)) throw invalidVoucher(voucherId, field);
  const { vouchers } = await appliedVouchers(open.tx, caller, open);
  const voucher = vouchers.find((v) => v.id === voucherId);
  if (!voucher || !isItemVoucher(voucher.voucherType)) throw invalidVoucher(voucherId, field);
  const { catalogue, context } = catalogueAt(caller, open, at);
  const product = voucherProducts(voucher, catalogue).find((p) =>
    [p._id, p.product_uid, p.sourceId].includes(input.product_uid),
  );
  if (!product || !isChoosable(product, context))
    throw voucherRefusalError({ reason: 'productUnavailable', voucherId, productCount: voucher.productCount }, field);
  if (voucher.productCount === 0 || unitsOf(open.lines, voucherId) + input.quantity > voucher.productCount)
    throw voucherRefusalError({ reason: 'allChosen', voucherId, productCount: voucher.productCount }, field);
}

/** The voucher section of the cart: the caller's usable vouchers at this merchant, as cards. */
export async function voucherCards(tx: Tx, caller: Caller, open: OpenCart, at: Date): Promise<CartVoucher[]> {
  const usable = await usableById(tx, caller, open.outlet.merchantId, open.now);
  const { catalogue, context } = catalogueAt(caller, open, at);
  const applied = new Set(open.cart.discountList.map((entry) => entry.reference_id));
  return [...usable.values()].map((row) => {
    const terms = termsOf(row);
    const block = voucherBlock(terms, rulesOrder(open));
    return {
      _id: row.held.id,
      voucherId: row.voucher.id,
      name: row.voucher.name,
      image: row.voucher.image,
      voucherType: terms.voucherType,
      voucherValueType: terms.valueType,
      value: fromCents(centsOfNumeric(row.value.value)),
      voucherExpiryDate: row.held.expiresAt?.toISOString() ?? null,
      productCount: terms.productCount,
      outlets: [...terms.outlets],
      channels: [...terms.channels],
      voucherEvent: row.voucher.voucherEvent,
      products: isItemVoucher(terms.voucherType)
        ? voucherProducts(terms, catalogue).map((product) => ({
            _id: product._id,
            name: product.name,
            image: product.image,
            isChoosable: isChoosable(product, context),
          }))
        : [],
      isApplied: applied.has(row.held.id),
      block:
        block?.reason === 'wrongOutlet' || block?.reason === 'wrongChannel' || block?.reason === 'notForCart'
          ? block.reason
          : null,
    };
  });
}

/**
 * The vouchers a placement uses, checked again in its transaction: each still the caller's and unused (566 when one
 * was used meanwhile), applicable here, and each item voucher with exactly its productCount units.
 */
export async function vouchersToPlace(open: OpenCart, caller: Caller): Promise<VoucherTerms[]> {
  if (open.cart.discountList.length === 0) return [];
  requireVoucherUser(caller, open.cart);
  const { vouchers, gone } = await appliedVouchers(open.tx, caller, open);
  if (gone.length > 0)
    throw new OrderError(
      ORDER_SYSTEM_CODES.DISCOUNT_USED_UP,
      'This voucher has been used or has expired',
      'discountList',
    );
  const refusal =
    voucherListRefusal(vouchers, rulesOrder(open)) ??
    vouchers.map((voucher) => chosenCountRefusal(voucher, unitsOf(open.lines, voucher.id))).find(Boolean);
  if (refusal) throw voucherRefusalError(refusal);
  return vouchers;
}
