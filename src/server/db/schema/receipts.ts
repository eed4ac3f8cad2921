import { index, jsonb, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { merchants, outlets } from './merchants';
import { users } from './users';
import { entityColumns, cascadingRef } from './columns';

/** One printed line of a point-of-sale receipt. */
export interface PosReceiptItem {
  name: string;
  quantity: number;
  /** Line total, two decimals. */
  amount: number;
}

/**
 * A point-of-sale receipt (an order paid at the counter, or an eats365 order) that a member claims for points by
 * scanning its QR code or typing its receipt number and reference id (seed 000 §4, §7; seed 001 receipt claim).
 * Named pos_receipts so the ordering issue's own `orders` table can come later; its id is the order id the order
 * page (/order/s/{order_id}, seed 002) opens and the `redeemID` of printed redeem links.
 */
export const posReceipts = pgTable(
  'pos_receipts',
  {
    ...entityColumns(),
    merchantId: cascadingRef('merchant_id', () => merchants.id),
    outletId: text('outlet_id').references(() => outlets.id, { onDelete: 'set null' }),
    /** Where the receipt came from: the merchant's own register ('pos') or the eats365 ordering system. */
    source: text('source').$type<'pos' | 'eats365'>().notNull(),
    /** The reference id printed on the receipt (eats365 `reference_id`). */
    referenceId: text('reference_id').notNull(),
    /** The receipt / order number printed on the receipt (eats365 `order_number`). */
    orderNumber: text('order_number').notNull(),
    items: jsonb('items').$type<PosReceiptItem[]>().notNull().default([]),
    totalAmount: numeric('total_amount', { precision: 14, scale: 2 }).notNull(),
    /** Loyalty points the claim adds to the member's balance at this merchant. */
    points: numeric('points', { precision: 14, scale: 2 }).notNull(),
    orderedAt: timestamp('ordered_at', { withTimezone: true }).notNull(),
    claimedBy: text('claimed_by').references(() => users.id, { onDelete: 'set null' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (t) => [
    // A reference id identifies one receipt of a tenant, so "retrieve order by reference_id" is unambiguous.
    uniqueIndex('pos_receipts_reference_idx').on(t.tenantId, t.referenceId),
    index('pos_receipts_order_number_idx').on(t.tenantId, t.orderNumber),
    index('pos_receipts_claimed_by_idx').on(t.tenantId, t.claimedBy),
  ],
);
