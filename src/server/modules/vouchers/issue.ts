/**
 * The one way a copy of a voucher comes to a member (buying, claiming by barcode, the merchant issuing one): take one
 * from the voucher's total in SQL, count the member's copies while the voucher row is locked, check the dates and the
 * per-member limit, insert the copy. Any refusal throws, so the transaction rolls the total back with it.
 */
import { getBlockedReason, issuedExpiry } from '../../../shared/rules/vouchers';
import type { DbOrTx, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { blocked } from './errors';
import * as repo from './repository';

export interface IssueInput {
  tenantId: string;
  userId: string;
  voucherId: string;
  /** The value to issue at; default: the voucher's first. */
  voucherValueId?: string;
  source: repo.HeldRow['source'];
  now: Date;
  /** Extra checks on the locked voucher (buying: isPurchase and events), before the copy is written. */
  check?: (voucher: repo.VoucherRow, personalCount: number) => void;
}

/** A value of the voucher, or 404 naming voucherValueId. */
export async function valueOf(tx: DbOrTx, tenantId: string, voucherId: string, voucherValueId?: string) {
  const values = await repo.valuesOf(tx, tenantId, voucherId);
  const value = voucherValueId ? values.find((v) => v.id === voucherValueId) : values[0];
  if (!value) throw new AppError(404, 'NOT_FOUND', 'This voucher has no such value', 'voucherValueId');
  return value;
}

export async function issueCopy(tx: Tx, input: IssueInput): Promise<repo.HeldRow> {
  const value = await valueOf(tx, input.tenantId, input.voucherId, input.voucherValueId);
  const voucher = await repo.takeFromMargin(tx, input.tenantId, input.voucherId);
  if (!voucher) throw blocked('soldOut');
  const member = { tenantId: input.tenantId, userId: input.userId };
  const personalCount = await repo.issuedCount(tx, member, input.voucherId);
  input.check?.(voucher, personalCount);
  // The total was taken above; the rest (dates, per-member limit) is checked with the total left out.
  const reason = getBlockedReason({ ...voucher, marginBalance: null }, personalCount, input.now);
  if (reason) throw blocked(reason);
  return repo.insertCopy(tx, {
    id: newId(),
    tenantId: input.tenantId,
    userId: input.userId,
    voucherId: voucher.id,
    voucherValueId: value.id,
    balance: value.value,
    createdAt: input.now,
    expiresAt: issuedExpiry(input.now, voucher),
    source: input.source,
    issuedToUserId: input.userId,
  });
}
