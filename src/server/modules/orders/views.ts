/** A menu order as its page and the history list show it (src/shared/api/orders.ts). */
import type { Static } from '@sinclair/typebox';
import type { Order, OrderSummary as OrderSummarySchema } from '../../../shared/api/orders';
import { ORDER_STATUS, type PaymentStatus } from '../../../shared/constants/ordering';
import { fromCents } from '../../../shared/rules/money';
import { canPassToCounter } from '../../../shared/rules/ordering/pass-to-counter';
import { centsOfNumeric } from '../../db/sql-values';
import type { OutletRow } from '../ordering-catalogue/repository';
import { CLOSED_STATUSES, type MenuOrderRow, type OrderLineRow, type PaymentRow } from './repository';

const STATUS_TEXT = Object.fromEntries(
  Object.entries(ORDER_STATUS).map(([name, n]) => [n, name.charAt(0) + name.slice(1).toLowerCase().replace(/_/g, ' ')]),
);
export const statusText = (status: number) => STATUS_TEXT[status] ?? String(status);

export function paymentStatusOf(order: MenuOrderRow): PaymentStatus {
  switch (order.status) {
    case 'paid':
      return 'PAID';
    case 'refunded':
      return 'REFUNDED';
    case 'canceled':
      return 'CANCELED';
    default:
      return centsOfNumeric(order.paidAmount) > 0 ? 'PARTIALLY_PAID' : 'PENDING';
  }
}

/** Orders that are still open for the customer: not cancelled, voided, completed or dismissed. */
const isOpen = (order: MenuOrderRow) => !CLOSED_STATUSES.includes(order.orderStatus ?? 0);

export function orderActions(order: MenuOrderRow, outlet: OutletRow, now: Date): Order['actions'] {
  const paymentStatus = paymentStatusOf(order);
  const counterView = {
    paymentStatus,
    orderMode: order.orderMode!,
    tableToken: order.tableToken,
    estimatedDate: order.estimatedDate,
    createdAt: order.createdAt.toISOString(),
  };
  return {
    pay: isOpen(order) && (paymentStatus === 'PENDING' || paymentStatus === 'PARTIALLY_PAID'),
    passToCounter:
      isOpen(order) && order.orderStatus === ORDER_STATUS.PENDING_PAYMENT && canPassToCounter(counterView, outlet, now),
    cancel: isOpen(order) && order.status === 'pending_payment',
    reorder: true,
  };
}

export function orderView(
  order: MenuOrderRow,
  lines: OrderLineRow[],
  orderPayments: PaymentRow[],
  outlet: OutletRow,
  merchant: Order['merchant'],
  now: Date,
  childOrders: Order['childOrders'] = [],
): Order {
  const totals = order.totals!;
  const paid = centsOfNumeric(order.paidAmount);
  return {
    _id: order.id,
    type: order.orderSystem ?? '{product}',
    dailyOrderNumber: order.dailyOrderNumber ?? 0,
    merchant,
    outlet: {
      _id: outlet.id,
      name: outlet.name,
      addressLine: [outlet.contact.street1, outlet.contact.addressLine].filter(Boolean).join(', '),
      timeZone: outlet.timeZone,
    },
    orderMode: order.orderMode!,
    status: order.orderStatus ?? ORDER_STATUS.NEW,
    statusText: statusText(order.orderStatus ?? ORDER_STATUS.NEW),
    paymentStatus: paymentStatusOf(order),
    paymentMethod: orderPayments.find((p) => p.state === 'succeeded')?.provider ?? null,
    paidAmount: fromCents(paid),
    currency: order.currency ?? '',
    tableNumber: order.tableNumber,
    pagerNumber: order.pagerNumber,
    tableToken: order.tableToken,
    remarks: order.remarks,
    estimatedDate: order.estimatedDate,
    createdAt: order.createdAt.toISOString(),
    qrcode: `order:${order.id}`,
    items: lines.map((line) => line.snapshot),
    discountList: order.discountList ?? [],
    delivery: order.delivery,
    total: { ...totals, due: fromCents(Math.max(0, centsOfNumeric(totals.final_price) - paid)) },
    payments: orderPayments.map((p) => ({
      type: p.provider,
      amount: p.amount,
      points: p.points,
      status:
        p.state === 'succeeded'
          ? 'PAID'
          : p.state === 'refunded'
            ? 'REFUNDED'
            : p.state === 'failed'
              ? 'FAILED'
              : 'PENDING',
      label: p.provider === 'storeValue' ? 'Store credit' : p.provider === 'loyalty' ? 'Points' : p.provider,
    })),
    parentOrder: order.parentOrderId,
    childOrders,
    cancelReason: order.cancelReason,
    cancelDate: order.cancelledAt?.toISOString() ?? null,
    actions: orderActions(order, outlet, now),
    isGuestOrder: order.isGuestOrder ?? false,
  };
}

type OrderSummary = Static<typeof OrderSummarySchema>;

export function orderSummaryView(order: MenuOrderRow, outletName: string, merchant: Order['merchant']): OrderSummary {
  return {
    _id: order.id,
    dailyOrderNumber: order.dailyOrderNumber ?? 0,
    merchant,
    outletName,
    orderMode: order.orderMode!,
    status: order.orderStatus ?? ORDER_STATUS.NEW,
    statusText: statusText(order.orderStatus ?? ORDER_STATUS.NEW),
    paymentStatus: paymentStatusOf(order),
    final_price: order.totals!.final_price,
    currency: order.currency ?? '',
    itemCount: order.quantity,
    createdAt: order.createdAt.toISOString(),
  };
}
