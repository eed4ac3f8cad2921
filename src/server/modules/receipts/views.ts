import type { ReceiptOrder } from '../../../shared/api/receipts';
import type { ReceiptRow } from './repository';

export type MerchantRef = { id: string; name: string; logo: string | null; color: string };
export type OutletRef = { id: string; name: string } | null;

const money = (value: string) => Number(value);

/**
 * A claimed receipt as the order page shows it. Shaped after seed 002's Order (source = `type`, reference id and
 * order number = the eats365 fields) so the ordering issue can serve its own orders at the same page.
 */
export function receiptView(row: ReceiptRow, merchant: MerchantRef, outlet: OutletRef): ReceiptOrder {
  return {
    _id: row.id,
    source: row.source,
    referenceId: row.referenceId,
    orderNumber: row.orderNumber,
    status: 'COMPLETED',
    items: row.items,
    totalAmount: money(row.totalAmount),
    points: money(row.points),
    orderedAt: row.orderedAt.toISOString(),
    claimedAt: row.claimedAt?.toISOString() ?? null,
    merchant: { _id: merchant.id, name: merchant.name, logo: merchant.logo, color: merchant.color },
    outlet: outlet ? { _id: outlet.id, name: outlet.name } : null,
  };
}
