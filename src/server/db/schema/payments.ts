import { entityColumns, cascadingRef, createdAtColumn } from './columns';
import { index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { merchants, outlets } from './merchants';
import { users } from './users';

export type OrderStatus = 'pending_payment' | 'paid' | 'failed' | 'refunded';
export type PaymentState = 'pending' | 'succeeded' | 'failed' | 'refunded';

/**
 * Orders paid through src/server/payments. Issue 10 needs only store-credit purchases (`kind` 'store-credit'); the
 * ordering issue adds its kinds and columns. `status` moves pending_payment → paid exactly once (conditional update),
 * and only that transition posts the credit.
 */
export const orders = pgTable(
  'orders',
  {
    ...entityColumns(),
    merchantId: cascadingRef('merchant_id', () => merchants.id),
    userId: cascadingRef('user_id', () => users.id),
    kind: text('kind').$type<'store-credit'>().notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    outletId: text('outlet_id').references(() => outlets.id, { onDelete: 'set null' }),
    productId: text('product_id'),
    productName: text('product_name').notNull(),
    quantity: integer('quantity').notNull(),
    payAmount: numeric('pay_amount', { precision: 14, scale: 2 }).notNull(),
    creditAmount: numeric('credit_amount', { precision: 14, scale: 2 }).notNull(),
    createdAt: createdAtColumn(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [index('orders_user_idx').on(t.tenantId, t.userId, t.createdAt)],
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
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('payments_provider_reference_uq').on(t.provider, t.providerReference),
    index('payments_order_idx').on(t.orderId),
  ],
);
