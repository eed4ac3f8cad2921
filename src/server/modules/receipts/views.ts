import { nullable, merchantRefSchema } from '../../lib/schemas';
import type { posReceipts } from '../../db/schema';

type ReceiptRow = typeof posReceipts.$inferSelect;
export type MerchantRef = { id: string; name: string; logo: string | null; color: string };
export type OutletRef = { id: string; name: string } | null;

const money = (value: string) => Number(value);

/**
 * A claimed receipt as the order page shows it. Shaped after seed 002's Order (source = `type`, reference id and
 * order number = the eats365 fields) so the ordering issue can serve its own orders at the same page.
 */
export function receiptView(row: ReceiptRow, merchant: MerchantRef, outlet: OutletRef) {
  return {
    _id: row.id,
    source: row.source,
    referenceId: row.referenceId,
    orderNumber: row.orderNumber,
    status: 'COMPLETED' as const,
    items: row.items,
    totalAmount: money(row.totalAmount),
    points: money(row.points),
    orderedAt: row.orderedAt.toISOString(),
    claimedAt: row.claimedAt?.toISOString() ?? null,
    merchant: { _id: merchant.id, name: merchant.name, logo: merchant.logo, color: merchant.color },
    outlet: outlet ? { _id: outlet.id, name: outlet.name } : null,
  };
}

export const receiptSchema = {
  type: 'object',
  properties: {
    _id: { type: 'string' },
    source: { type: 'string', enum: ['pos', 'eats365'] },
    referenceId: { type: 'string' },
    orderNumber: { type: 'string' },
    status: { type: 'string' },
    items: {
      type: 'array',
      items: {
        type: 'object',
        properties: { name: { type: 'string' }, quantity: { type: 'number' }, amount: { type: 'number' } },
      },
    },
    totalAmount: { type: 'number' },
    points: { type: 'number' },
    orderedAt: { type: 'string' },
    claimedAt: nullable('string'),
    merchant: merchantRefSchema,
    outlet: { type: ['object', 'null'], properties: { _id: { type: 'string' }, name: { type: 'string' } } },
  },
} as const;

export const claimResultSchema = {
  type: 'object',
  properties: {
    orderId: { type: 'string' },
    merchantId: { type: 'string' },
    pointsAwarded: { type: 'number' },
    loyaltyBalance: { type: 'number' },
  },
} as const;

export const previewSchema = {
  type: 'object',
  properties: {
    _id: { type: 'string' },
    merchant: receiptSchema.properties.merchant,
    joined: { type: 'boolean' },
    claimed: { type: 'boolean' },
    claimedByMe: { type: 'boolean' },
  },
} as const;
