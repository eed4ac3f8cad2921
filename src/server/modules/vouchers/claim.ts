/** Claiming a copy by a printed barcode (seed 001 §2 /voucher-barcode/{barcode}); limits hold under concurrency. */
import type { IssuedRef } from '../../../shared/api/vouchers';
import type { ServerContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { issueCopy } from './issue';
import * as repo from './repository';

export async function claimByBarcode(
  ctx: Pick<ServerContext, 'db' | 'clock'>,
  member: { tenantId: string; userId: string },
  barcode: string,
): Promise<IssuedRef> {
  const voucher = await repo.voucherByBarcode(ctx.db, member.tenantId, barcode);
  if (!voucher) throw new AppError(404, 'NOT_FOUND', 'No voucher has this barcode', 'barcode');
  const now = ctx.clock();
  const copy = await ctx.db.transaction((tx) =>
    issueCopy(tx, { ...member, voucherId: voucher.id, source: 'claim', now }),
  );
  return { voucherId: voucher.id, issuedId: copy.id };
}
