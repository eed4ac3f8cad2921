import type { DbOrTx } from '../../db/client';
import { newId, newReadableCode } from '../../lib/ids';
import { pointsFor } from './points';
import { newReferenceId, receiptQrJson } from './printed-codes';
import { insertReceipt } from './repository';

/**
 * A fresh unclaimed receipt with what its paper would print: a register recording a paid sale (POST
 * /api/registers/receipts) and the development fixture (POST /api/dev/receipts, so browser tests claim a receipt of
 * their own on every run). Its codes are drawn like a real register's: a random redeem id and reference id; the
 * receipt number is only a label.
 */
export async function printReceipt(
  db: DbOrTx,
  input: { tenantId: string; merchantId: string; total: number },
  now: Date,
) {
  const total = +input.total.toFixed(2);
  const row = await insertReceipt(db, {
    id: newId(),
    tenantId: input.tenantId,
    merchantId: input.merchantId,
    source: 'pos',
    referenceId: newReferenceId(input.tenantId),
    orderNumber: `T-${newReadableCode(8)}`,
    items: [{ name: 'Counter purchase', quantity: 1, amount: total }],
    totalAmount: total.toFixed(2),
    points: String(pointsFor(total)),
    orderedAt: now,
  });
  return {
    redeemId: row.id,
    referenceId: row.referenceId,
    receiptNumber: row.orderNumber,
    points: Number(row.points),
    qrJson: receiptQrJson(row),
  };
}
