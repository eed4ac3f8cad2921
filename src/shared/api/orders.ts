/**
 * Placed orders (seed 002 §2 order detail and history, §3 Order, §4 pass to counter / cancel / reorder, §7; issue 11).
 * The payments issue adds card payment of the due amount on top of these; here an order is paid by store credit and
 * points where they cover it, else it waits at PENDING for the counter (pass to counter) or a card payment.
 */
import * as T from '@sinclair/typebox';
import { ORDER_HISTORY_PAGE_SIZE, PAYMENT_STATUSES } from '../constants/ordering';
import { DataOf, DateTime, Enum, IdParams, ListOf, MerchantRef, Nullable, PagingQuery, Str } from './common';
import { defineEndpoint } from './endpoint';
import { CartItem, CartTotal, DeliveryLocation, DiscountEntry } from './ordering-cart';
import { EstimatedDate, OrderModeSchema } from './ordering-catalogue';
import { Decimal } from './money';

const tags = ['orders'];

export const OrderPayment = T.Object({
  /** storeValue | loyalty (rewards at placement) or a card provider's name (payments issue). */
  type: T.String(),
  amount: Decimal(),
  /** For loyalty: the points spent (amount is their currency value). */
  points: Nullable(Decimal()),
  status: Enum(['PAID', 'PENDING', 'REFUNDED', 'FAILED'] as const),
  label: T.String(),
});

/** An order as its own page shows it (seed 002 §2 order detail, §3 Order). */
export const Order = T.Object({
  _id: T.String(),
  /** '{product}' for the platform's own order system. */
  type: T.String(),
  dailyOrderNumber: T.Integer(),
  merchant: MerchantRef,
  outlet: T.Object({ _id: T.String(), name: T.String(), addressLine: T.String(), timeZone: T.String() }),
  orderMode: OrderModeSchema,
  /** Order-system status number (ORDER_STATUS) and its text. */
  status: T.Integer(),
  statusText: T.String(),
  paymentStatus: Enum(PAYMENT_STATUSES),
  paymentMethod: Nullable(T.String()),
  paidAmount: Decimal(),
  currency: T.String(),
  tableNumber: Nullable(T.String()),
  pagerNumber: Nullable(T.String()),
  tableToken: Nullable(T.String()),
  remarks: Nullable(T.String()),
  /** Outlet-local 'YYYY-MM-DD HH:mm'; null = as soon as possible (placed for NOW). */
  estimatedDate: Nullable(EstimatedDate),
  createdAt: DateTime,
  /** Text the counter scans to find the order. */
  qrcode: T.String(),
  items: T.Array(CartItem),
  discountList: T.Array(DiscountEntry),
  delivery: Nullable(T.Object({ location: DeliveryLocation, distance: T.Number() })),
  total: T.Composite([
    CartTotal,
    T.Object({
      /** final_price − paidAmount. */
      due: Decimal(),
    }),
  ]),
  payments: T.Array(OrderPayment),
  parentOrder: Nullable(T.String()),
  childOrders: T.Array(T.Object({ _id: T.String(), dailyOrderNumber: T.Integer(), final_price: Decimal() })),
  cancelReason: Nullable(T.String()),
  cancelDate: Nullable(DateTime),
  /** What the customer may do now (seed 002 §4's conditions, decided by the server). */
  actions: T.Object({ pay: T.Boolean(), passToCounter: T.Boolean(), cancel: T.Boolean(), reorder: T.Boolean() }),
  /** Placed by a guest session (the Signup for Reward prompt shows on a paid guest order). */
  isGuestOrder: T.Boolean(),
});
export type Order = T.Static<typeof Order>;

export const OrderSummary = T.Object({
  _id: T.String(),
  dailyOrderNumber: T.Integer(),
  merchant: MerchantRef,
  outletName: T.String(),
  orderMode: OrderModeSchema,
  status: T.Integer(),
  statusText: T.String(),
  paymentStatus: Enum(PAYMENT_STATUSES),
  final_price: Decimal(),
  currency: T.String(),
  itemCount: T.Integer(),
  createdAt: DateTime,
});

const OrderParams = IdParams('orderId');

export const listMyOrders = defineEndpoint({
  method: 'GET',
  path: '/orders',
  summary: "The caller's orders, newest first (sortBy createdAt:DESC), 10 per page",
  tags,
  auth: 'member',
  query: T.Object(PagingQuery(ORDER_HISTORY_PAGE_SIZE), { additionalProperties: false }),
  response: ListOf(OrderSummary),
});

export const getOrder = defineEndpoint({
  method: 'GET',
  path: '/orders/:orderId',
  summary: 'One of the caller’s orders with everything its page shows',
  tags,
  auth: 'member-or-guest',
  params: OrderParams,
  response: DataOf(Order),
});

export const passOrderToCounter = defineEndpoint({
  method: 'POST',
  path: '/orders/:orderId/pass-to-counter',
  summary:
    'Send an unpaid order to the counter to pay there: pending, not delivery, no table token, for today, outlet allows it, outlet mode not {product}',
  tags,
  auth: 'member-or-guest',
  params: OrderParams,
  response: DataOf(Order),
});

export const cancelOrder = defineEndpoint({
  method: 'POST',
  path: '/orders/:orderId/cancel',
  summary: 'Cancel an unpaid order; its store credit, points and vouchers go back (ledger refunds)',
  tags,
  auth: 'member-or-guest',
  params: OrderParams,
  response: DataOf(Order),
});

export const reorder = defineEndpoint({
  method: 'POST',
  path: '/orders/:orderId/reorder',
  summary:
    "Put an order's lines back into the cart: status 0 = the cart holds other lines (ask, then call again with force), 1 = done",
  tags,
  auth: 'member-or-guest',
  params: OrderParams,
  body: T.Object({ force: T.Optional(T.Boolean()) }, { additionalProperties: false }),
  response: T.Object({
    status: T.Union([T.Literal(0), T.Literal(1)]),
    outlet: Nullable(T.String()),
    data: Nullable(T.Object({ merchant: T.String(), outlet: T.String() })),
  }),
});

export const getReceiptLink = defineEndpoint({
  method: 'GET',
  path: '/orders/:orderId/receipt-link',
  summary:
    "A link (valid 5 minutes) that opens the order's PDF receipt in a new window: the browser sends no bearer token there",
  tags,
  auth: 'member-or-guest',
  params: OrderParams,
  response: DataOf(T.Object({ url: T.String() })),
});

export const downloadReceipt = defineEndpoint({
  method: 'GET',
  path: '/orders/:orderId/download-receipt',
  summary:
    "The order's PDF receipt (seed 002 §7 'download receipt'): tenant name, colour and logo, order number, date, items " +
    'with modifiers, taxes, payments, total. The token of a receipt link is the proof (404 RECEIPT_LINK_INVALID otherwise)',
  tags,
  auth: 'public',
  params: OrderParams,
  // In the query: a signed token is longer than a path parameter may be.
  query: T.Object(
    { token: Str(2048, { minLength: 1, pattern: '^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$' }) },
    { additionalProperties: false },
  ),
  response: T.Unsafe<Uint8Array>({ type: 'string', format: 'binary', description: 'application/pdf' }),
});
