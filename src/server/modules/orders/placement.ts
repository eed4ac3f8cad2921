/**
 * Placing a cart as an order (seed 002 §4, §5, §7; issue 11), in one transaction: the cart row is locked, checked
 * again by the shared rules (time slot, lines, table, delivery address and minimum, terms, remark), its lines frozen
 * as priced snapshots, the cart emptied, stock taken with conditional updates, store credit and points debited
 * through the ledger (the debit guarded in SQL) within the shared caps, and, last, numbered for the day. One order per
 * cart even on a double submit: the same Idempotency-Key answers the first order again, and another key finds the
 * cart empty.
 */
import type { PlacedOrder } from '../../../shared/api/place-order';
import type { ResolvedTenant } from '../../../shared/tenant/resolve-tenant';
import { ORDER_STATUS, ORDER_SYSTEM_CODES, type OrderRewardPaymentType } from '../../../shared/constants/ordering';
import { fromCents, isPointAmountAllowed, pointsToCurrencyCents, toCents } from '../../../shared/rules/money';
import { cartDeliveryLock } from '../../../shared/rules/ordering/delivery-lock';
import { cartTotal } from '../../../shared/rules/ordering/pricing';
import { validateEstimatedDate } from '../../../shared/rules/ordering/order-time';
import { dayNumberToDate, outletClock } from '../../../shared/rules/ordering/outlet-clock';
import { creditCapCents, pointCapCents } from '../../../shared/rules/ordering/reward-caps';
import type { ServerContext } from '../../context';
import type { Tx } from '../../db/client';
import { payments } from '../../db/schema';
import { together } from '../../db/together';
import { balancesOf, post } from '../../ledger/ledger';
import { AppError, badRequest, forbidden } from '../../lib/app-error';
import { idempotent, type StoreAnswer } from '../../lib/idempotency';
import { newId } from '../../lib/ids';
import { OrderError } from '../../lib/order-error';
import { stockDemandOf } from '../../../shared/rules/ordering/option-stock';
import { inputOfLine } from '../carts/repository';
import { evaluateCart, type EvaluatedCart } from '../carts/evaluate';
import {
  openCart,
  orderingSource,
  refusalError,
  stateOf,
  type Caller,
  type OpenCart,
  type OrderingSource,
} from '../carts/service';
import { cartItemsOf, voucherDiscountList } from '../carts/views';
import { vouchersToPlace } from '../carts/vouchers';
import { markUsed } from '../vouchers/repository';
import { outletView } from '../ordering-catalogue/views';
import { recordPaidOrder } from '../paid-purchases/paid-order';
import { creditClosed } from '../wallet/policy';
import { announceOrderModified } from './live';
import * as repo from './repository';
import { takeOrderStock } from './stock';

type Ctx = Pick<ServerContext, 'db' | 'clock' | 'realtime' | 'catalogues'>;

export interface PlaceOrderInput {
  remarks?: string;
  tableNumber?: string | null;
  pagerNumber?: string | null;
  tableToken?: string | null;
  isTermChecked?: boolean;
  payments: { type: OrderRewardPaymentType; amount: string }[];
  idempotencyKey: string;
}

export interface PlacingCaller extends Caller {
  tenant: ResolvedTenant;
}

/** The placement checks beyond the lines: table, address, delivery minimum, terms, remark. */
function checkOrderDetails(open: OpenCart, evaluated: EvaluatedCart, input: PlaceOrderInput) {
  const { outlet, cart } = open;
  if (!outlet.isOrder) throw new OrderError(ORDER_SYSTEM_CODES.RESTAURANT_OFFLINE, 'This outlet takes no orders now');
  if (cart.orderMode === 'dine_in' && !(input.tableNumber ?? cart.tableNumber))
    throw new OrderError(ORDER_SYSTEM_CODES.TABLE_NOT_FOUND, 'Scan table Qr code', 'tableNumber');
  if (cart.orderMode === 'delivery') {
    if (!cart.deliveryLocation) throw new AppError(412, 'DELIVERY_ADDRESS_REQUIRED', 'Please fill address', 'location');
    const { priced, band } = evaluated;
    const lock = cartDeliveryLock(priced.totalPriceCents, priced.discountCents, band.minOrderCents);
    if (lock.isLocked)
      throw badRequest(`$ ${fromCents(lock.shortfallCents)} to unlock Delivery !`, 'orderMode', 'DELIVERY_LOCKED');
  }
  if (outlet.cartTexture && !input.isTermChecked)
    throw badRequest('Please acknowledge the checkbox below', 'isTermChecked', 'TERMS_NOT_CHECKED');
  if (input.remarks && !outlet.orderSettings.isAllowRemarks)
    throw badRequest('This outlet takes no remarks', 'remarks', 'REMARKS_NOT_ALLOWED');
}

interface RewardEntry {
  creditCents: number;
  pointCents: number;
  pointValueCents: number;
}

/** The rewards of `payments`, each within the shared caps of seed 002 §5 and the outlet's and tenant's policy. */
async function rewardsOf(
  tx: Tx,
  open: OpenCart,
  caller: PlacingCaller,
  finalCents: number,
  input: PlaceOrderInput,
  /** The server's time, at which the ledger is read (see place). */
  ledgerNow: Date,
): Promise<RewardEntry> {
  const amountOf = (type: OrderRewardPaymentType) => {
    const entry = input.payments.find((p) => p.type === type);
    const cents = entry ? toCents(entry.amount) : 0;
    if (cents === null) throw badRequest('payments amount must be a decimal with at most 2 decimals', 'payments');
    return cents;
  };
  const creditCents = amountOf('storeValue');
  const pointCents = amountOf('loyalty');
  if (creditCents === 0 && pointCents === 0) return { creditCents: 0, pointCents: 0, pointValueCents: 0 };
  if (caller.isGuest) throw forbidden('Guests cannot pay with store credit or points', 'GUEST_NOT_ALLOWED');
  const settings = open.outlet.orderSettings;
  if (creditCents > 0 && (!settings.isAllowStoreCreditRedeem || creditClosed(caller.tenant)))
    throw badRequest('This outlet does not take store credit', 'payments', 'STORE_CREDIT_NOT_ALLOWED');
  if (pointCents > 0 && !settings.isAllowPointRedeem)
    throw badRequest('This outlet does not take points', 'payments', 'POINTS_NOT_ALLOWED');
  const member = { tenantId: caller.tenantId, userId: caller.userId, merchantId: open.outlet.merchantId };
  const balances = await balancesOf(tx, member, ledgerNow);
  if (!balances || !open.catalogue.flags) throw forbidden('Join this merchant to pay with its rewards', 'NOT_JOINED');
  const unit = open.catalogue.flags.loyaltyUnit;
  const held = {
    creditBalanceCents: balances.creditCents,
    pointBalanceCents: balances.activePointCents,
    pointToCurrencyValue: unit.pointToCurrencyValue,
    isDecimalPoints: unit.isDecimal,
  };
  if (!isPointAmountAllowed(pointCents, unit.isDecimal))
    throw badRequest('payments: points must be whole points', 'payments', 'POINTS_NOT_WHOLE');
  if (pointCents > pointCapCents(finalCents, creditCents, held))
    throw badRequest('payments: more points than the order or the balance allows', 'payments', 'REWARD_ABOVE_CAP');
  if (creditCents > creditCapCents(finalCents, pointCents, held))
    throw badRequest(
      'payments: more store credit than the order or the balance allows',
      'payments',
      'REWARD_ABOVE_CAP',
    );
  return { creditCents, pointCents, pointValueCents: pointsToCurrencyCents(pointCents, unit.pointToCurrencyValue) };
}

async function place(
  ctx: Ctx,
  tx: Tx,
  storeAnswer: StoreAnswer<PlacedOrder>,
  caller: PlacingCaller,
  source: OrderingSource,
  input: PlaceOrderInput,
): Promise<PlacedOrder> {
  const open = await openCart(ctx, tx, caller, source);
  const { outlet, cart, lines, now } = open;
  if (lines.length === 0) throw new OrderError(ORDER_SYSTEM_CODES.EMPTY_CART, 'Your cart is empty', 'items');
  const time = validateEstimatedDate(cart.estimatedDate, outletView(outlet, null), cart.orderMode, now);
  if (!time.ok) throw refusalError(time.refusal);
  const vouchers = await vouchersToPlace(open, caller);
  const evaluated = evaluateCart(open.catalogue, caller, outlet, stateOf(cart, outlet, now), lines, vouchers);
  if (evaluated.invalid.length > 0)
    throw refusalError(
      evaluated.invalid[0].refusal,
      evaluated.invalid.map((i) => i.line.productId),
    );
  checkOrderDetails(open, evaluated, input);
  const { priced } = evaluated;
  // The ledger keeps the server's own time (the wallet, its expiries and every other entry do): the ordering clock,
  // which a test or demo may move back, must not hide a balance posted a moment ago or date a debit before it.
  const ledgerNow = ctx.clock();
  const rewards = await rewardsOf(tx, open, caller, priced.finalPriceCents, input, ledgerNow);
  const paidCents = rewards.creditCents + rewards.pointValueCents;
  const dueCents = priced.finalPriceCents - paidCents;
  const orderId = newId();
  const day = dayNumberToDate(outletClock(now, outlet.timeZone).dayNumber);
  const items = cartItemsOf(evaluated, cart.orderMode);
  const tableToken = input.tableToken ?? cart.tableToken;
  const parentOrder = tableToken ? await repo.tableSessionParent(tx, caller.tenantId, tableToken, day) : null;
  const demand = stockDemandOf(evaluated.valid.map(({ selection }) => selection));
  const units = demand.products;
  const taken = new Set(units.keys());
  const order: repo.UnnumberedOrder = {
    id: orderId,
    tenantId: caller.tenantId,
    merchantId: outlet.merchantId,
    userId: caller.userId,
    kind: 'menu',
    status: dueCents === 0 ? 'paid' : 'pending_payment',
    outletId: outlet.id,
    quantity: lines.reduce((n, line) => n + line.quantity, 0),
    payAmount: fromCents(dueCents),
    creditAmount: '0.00',
    createdAt: now,
    paidAt: dueCents === 0 ? now : null,
    orderStatus: dueCents === 0 ? ORDER_STATUS.NEW : ORDER_STATUS.PENDING_PAYMENT,
    orderSystem: outlet.orderSettings.mode,
    orderMode: cart.orderMode,
    currency: caller.currency,
    orderDay: day,
    tableNumber: input.tableNumber ?? cart.tableNumber,
    pagerNumber: input.pagerNumber ?? cart.pagerNumber,
    tableToken,
    parentOrderId: parentOrder,
    remarks: input.remarks ?? null,
    estimatedDate: cart.estimatedDate,
    totals: cartTotal(priced),
    discountList: voucherDiscountList(evaluated),
    delivery:
      cart.deliveryLocation && cart.deliveryDistance !== null
        ? { location: cart.deliveryLocation, distance: cart.deliveryDistance }
        : null,
    paidAmount: fromCents(paidCents),
    isGuestOrder: caller.isGuest,
  };
  const orderLines = evaluated.valid.map(({ line, selection }, index) => ({
    id: newId(),
    tenantId: caller.tenantId,
    orderId,
    productId: selection.product._id,
    quantity: line.quantity,
    // The whole stock of a product is recorded on its first line, so cancel gives back exactly what was taken.
    stockTaken: taken.delete(selection.product._id) ? units.get(selection.product._id)! : 0,
    snapshot: items[index],
    input: { ...inputOfLine(line), product_uid: selection.product._id },
    sortOrder: index,
  }));
  const scope = { tenantId: caller.tenantId, merchantId: outlet.merchantId, orderId };
  const numbering = { day, outletName: outlet.name };
  const answer = { _id: orderId, parentOrder };
  // The statement that numbers the order locks its outlet's counter until the commit, and every placement at the
  // outlet that day queues on it: it comes last, with the answer stored beside it (one round trip). An order nothing
  // refers to before then (no bundle or modifier stock recorded against it, no voucher, reward payment or purchase)
  // is written numbered, once its stock is taken; any other is written first and numbered at the end.
  const referredTo =
    demand.bundleProducts.size > 0 ||
    demand.modifierValues.size > 0 ||
    vouchers.length > 0 ||
    paidCents > 0 ||
    dueCents === 0;
  if (!referredTo) {
    await takeOrderStock(tx, scope, demand, open.catalogue.stock);
    const [placed] = await together([
      repo.insertOrderWithLines(tx, order, orderLines, cart.id, numbering),
      storeAnswer(answer),
    ]);
    announceOrderModified(ctx, tx, placed);
    return answer;
  }
  await repo.insertOrderWithLines(tx, order, orderLines, cart.id, null);
  await takeOrderStock(tx, scope, demand, open.catalogue.stock);
  // A voucher is used once: the conditional update refuses a second placement that read it unused at the same time.
  for (const voucher of vouchers)
    if (!(await markUsed(tx, caller.tenantId, voucher.id, ledgerNow)))
      throw new OrderError(ORDER_SYSTEM_CODES.DISCOUNT_USED_UP, 'This voucher has been used', 'discountList');
  await payRewards(tx, caller, outlet.merchantId, orderId, rewards, ledgerNow);
  // Covered by rewards: paid now, so it earns its stamps and cashback in this transaction.
  if (dueCents === 0) await recordPaidOrder(ctx, tx, orderId, ledgerNow);
  const [placed] = await together([
    repo.numberOrder(tx, { id: orderId, tenantId: caller.tenantId, outletId: outlet.id }, numbering),
    storeAnswer(answer),
  ]);
  announceOrderModified(ctx, tx, placed);
  return answer;
}

/** Debits the rewards through the ledger (kind 'redeem', referencing the order) and records them as payments. */
async function payRewards(
  tx: Tx,
  caller: PlacingCaller,
  merchantId: string,
  orderId: string,
  rewards: RewardEntry,
  now: Date,
) {
  const member = { tenantId: caller.tenantId, userId: caller.userId, merchantId };
  const movements = [
    { provider: 'storeValue', asset: 'credit' as const, cents: rewards.creditCents, valueCents: rewards.creditCents },
    { provider: 'loyalty', asset: 'points' as const, cents: rewards.pointCents, valueCents: rewards.pointValueCents },
  ];
  for (const movement of movements.filter((m) => m.cents > 0)) {
    const { entryId } = await post(tx, {
      ...member,
      asset: movement.asset,
      kind: 'redeem',
      amountCents: -movement.cents,
      actor: `member:${caller.userId}`,
      at: now,
      reference: orderId,
    });
    await tx.insert(payments).values({
      id: newId(),
      tenantId: caller.tenantId,
      orderId,
      provider: movement.provider,
      providerReference: entryId,
      amount: fromCents(movement.valueCents),
      currency: caller.currency,
      state: 'succeeded',
      points: movement.asset === 'points' ? fromCents(movement.cents) : null,
      createdAt: now,
      updatedAt: now,
    });
  }
}

export async function placeOrder(ctx: Ctx, caller: PlacingCaller, outletId: string, input: PlaceOrderInput) {
  const { idempotencyKey, ...body } = input;
  const source = await orderingSource(ctx, caller.tenantId, outletId);
  const { value } = await idempotent<PlacedOrder>(
    ctx.db,
    { tenantId: caller.tenantId, owner: `member:${caller.userId}`, key: idempotencyKey },
    { route: 'place-order', outletId, ...body },
    { now: ctx.clock(), statusCode: 201 },
    (tx, storeAnswer) => place(ctx, tx, storeAnswer, caller, source, input),
  );
  return value;
}
