import type { IssuedVoucher, VoucherDetail } from '../../../shared/api/vouchers';
import type { ServerContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/app-error';
import * as repo from './repository';
import { issuedVoucherStatus } from './status';

const valueView = (v: repo.VoucherValueRow) => ({ _id: v.id, value: Number(v.value), price: Number(v.price) });

/** A voucher on offer with its values and the ids of the member's copies (none for `userId` null); 404 if absent. */
export async function voucherDetail(
  db: DbOrTx,
  tenantId: string,
  voucherId: string,
  userId: string | null,
): Promise<VoucherDetail> {
  const row = await repo.findVoucher(db, tenantId, voucherId);
  if (!row) throw notFound('Voucher');
  const [values, issuedIds] = await Promise.all([
    repo.valuesOf(db, tenantId, voucherId),
    userId ? repo.heldIds(db, { tenantId, userId }, voucherId) : [],
  ]);
  const { voucher, merchant } = row;
  return {
    _id: voucher.id,
    name: voucher.name,
    description: voucher.description,
    image: voucher.image,
    merchant: { _id: merchant.id, name: merchant.name, logo: merchant.logo, color: merchant.color },
    values: values.map(valueView),
    issuedIds,
  };
}

/** The member's own copy of a voucher with its code and state; 404 for anyone else's or an unknown one. */
export async function issuedVoucher(
  ctx: Pick<ServerContext, 'db' | 'clock'>,
  scope: { tenantId: string; userId: string },
  voucherId: string,
  issuedId: string,
): Promise<IssuedVoucher> {
  const found = await repo.findHeld(ctx.db, scope, voucherId, issuedId);
  if (!found) throw notFound('Voucher');
  const { held, value } = found;
  return {
    _id: held.id,
    code: held.id,
    voucher: await voucherDetail(ctx.db, scope.tenantId, voucherId, scope.userId),
    value: valueView(value),
    balance: Number(held.balance),
    createdAt: held.createdAt.toISOString(),
    expiresAt: held.expiresAt?.toISOString() ?? null,
    status: issuedVoucherStatus(held, ctx.clock()),
  };
}
