import { entityColumns, cascadingRef, createdAtColumn } from './columns';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { OrderMode } from '../../../shared/constants/ordering';
import type { Cart, DeliveryLocation } from '../../../shared/api/ordering-cart';
import { merchants, outlets } from './merchants';
import { users } from './users';

/** The payment state of an order; a menu order that is cancelled before it is paid becomes 'canceled'. */
export type OrderStatus = 'pending_payment' | 'paid' | 'failed' | 'refunded' | 'canceled';
export type PaymentState = 'pending' | 'succeeded' | 'failed' | 'refunded';
/** What a menu order's bill came to at placement (the cart's total, frozen). */
export type OrderTotals = Cart['total'];

/**
 * Orders paid through src/server/payments: store-credit purchases (issue 10, `kind` 'store-credit') and menu orders
 * (issue 11, `kind` 'menu'). `status` moves pending_payment → paid exactly once (conditional update), and only that
 * transition applies the order's effect. A menu order keeps the store-credit columns meaningful instead of leaving
 * them empty: `product_name` names the order ('Order #12 at …'), `quantity` counts its units, `pay_amount` is what
 * is still due after rewards (what a card would pay) and `credit_amount` is 0 (it adds no credit). Its lines are
 * priced snapshots in `order_lines` (src/server/db/schema/ordering.ts).
 */
export const orders = pgTable(
  'orders',
  {
    ...entityColumns(),
    merchantId: cascadingRef('merchant_id', () => merchants.id),
    userId: cascadingRef('user_id', () => users.id),
    kind: text('kind').$type<'store-credit' | 'menu'>().notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    outletId: text('outlet_id').references(() => outlets.id, { onDelete: 'set null' }),
    productId: text('product_id'),
    productName: text('product_name').notNull(),
    quantity: integer('quantity').notNull(),
    payAmount: numeric('pay_amount', { precision: 14, scale: 2 }).notNull(),
    creditAmount: numeric('credit_amount', { precision: 14, scale: 2 }).notNull(),
    createdAt: createdAtColumn(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    // Menu orders (issue 11); null on store-credit orders.
    /** Order-system status number (ORDER_STATUS of src/shared/constants/ordering.ts). */
    orderStatus: integer('order_status'),
    /** The order system that takes it: the outlet's orderSettings.mode ('{product}' = ours). */
    orderSystem: text('order_system'),
    /** Outlet-local day the order was placed on, 'YYYY-MM-DD', and its number that day, from 1 (order_day_counters). */
    orderDay: text('order_day'),
    dailyOrderNumber: integer('daily_order_number'),
    orderMode: text('order_mode').$type<OrderMode>(),
    currency: text('currency'),
    tableNumber: text('table_number'),
    pagerNumber: text('pager_number'),
    tableToken: text('table_token'),
    remarks: text('remarks'),
    /** Outlet-local 'YYYY-MM-DD HH:mm'; null = as soon as possible. */
    estimatedDate: text('estimated_date'),
    totals: jsonb('totals').$type<OrderTotals>(),
    discountList: jsonb('discount_list').$type<Cart['discountList']>(),
    delivery: jsonb('delivery').$type<{ location: DeliveryLocation; distance: number }>(),
    /** Paid so far by rewards and cards; final price − paid = due. */
    paidAmount: numeric('paid_amount', { precision: 14, scale: 2 }),
    isGuestOrder: boolean('is_guest_order'),
    parentOrderId: text('parent_order_id'),
    cancelReason: text('cancel_reason'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('orders_user_idx').on(t.tenantId, t.userId, t.createdAt),
    uniqueIndex('orders_daily_number_uq').on(t.outletId, t.orderDay, t.dailyOrderNumber),
  ],
);

/** One attempt to pay an order with a provider; the provider's reference is unique (webhooks find it by it). */
export const payments = pgTable(
  'payments',
  {
    ...entityColumns(),
    orderId: cascadingRef('order_id', () => orders.id),
    provider: text('provider').notNull(),
    providerReference: text('provider_reference'),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    state: text('state').$type<PaymentState>().notNull(),
    redirectUrl: text('redirect_url'),
    /** Reward payments of menu orders (provider storeValue | loyalty): the points spent; amount is their value. */
    points: numeric('points', { precision: 14, scale: 2 }),
    /** What the client needs to pay in place (Stripe client secret, Adyen session, PayNow QR …); no secret of ours. */
    clientData: jsonb('client_data').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    /** Why a payment was refunded by the gateway itself (it arrived for an order already paid or cancelled). */
    refundReason: text('refund_reason'),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('payments_provider_reference_uq').on(t.provider, t.providerReference),
    index('payments_order_idx').on(t.orderId),
    // One provider capture per order, whatever races: a second success is refunded, never kept (payments/gateway.ts).
    // Rewards spent at placement (storeValue, loyalty) are payments of the same order beside it.
    uniqueIndex('payments_one_capture_per_order_uq')
      .on(t.orderId)
      .where(sql`${t.state} = 'succeeded' and ${t.provider} not in ('storeValue', 'loyalty')`),
  ],
);

/**
 * Every provider notification the gateway processed, by the provider's event id (unique per tenant and provider):
 * a replayed or concurrent duplicate finds its id taken and changes nothing.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    ...entityColumns(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    providerReference: text('provider_reference').notNull(),
    /** The state the event reported (what was applied, if its payment was still pending). */
    state: text('state').$type<PaymentState>().notNull(),
    paymentId: text('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('payment_events_event_uq').on(t.tenantId, t.provider, t.eventId)],
);
