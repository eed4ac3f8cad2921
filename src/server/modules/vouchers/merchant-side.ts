/**
 * The merchant's side of vouchers (issue 13 "merchant-side events"): issue a copy to a member by phone (events,
 * give-aways; the register, the demo seed and tests use it) and use a copy at the counter (the code of its QR).
 */
import type { IssuedRef } from '../../../shared/api/vouchers';
import { normalizePhone } from '../../../shared/auth/identity';
import { VOUCHER_MESSAGES } from '../../../shared/rules/voucher-messages';
import { isPastExpiry } from '../../../shared/rules/vouchers';
import type { ServerContext } from '../../context';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { idempotent } from '../../lib/idempotency';
import { voucherRedemptions } from '../../db/schema';
import * as walletRepo from '../wallet/repository';
import { alreadyUsed } from './errors';
import { issueCopy } from './issue';
import * as repo from './repository';

type Ctx = Pick<ServerContext, 'db' | 'clock'>;

export interface IssueRequest {
  voucherId: string;
  phone: string;
  voucherValueId?: string;
}

/**
 * Issues a copy of a voucher of `merchantId` (null: any merchant of the tenant, the dev fixture) to the member with
 * this phone; both limits apply. `idempotency` makes a register's retry answer the first copy.
 */
export async function issueToMember(
  ctx: Ctx,
  tenantId: string,
  merchantId: string | null,
  input: IssueRequest,
  idempotency: { owner: string; key: string },
): Promise<IssuedRef> {
  const phone = normalizePhone(input.phone);
  if (!phone) throw badRequest('phone must be a phone number with its dial code, e.g. +97699112233', 'phone');
  const found = await repo.findVoucher(ctx.db, tenantId, input.voucherId);
  if (!found || (merchantId !== null && found.voucher.merchantId !== merchantId))
    throw new AppError(404, 'NOT_FOUND', 'No voucher like this at this merchant', 'voucherId');
  const user = await walletRepo.memberByPhone(ctx.db, tenantId, phone);
  if (!user) throw new AppError(404, 'USER_NOT_FOUND', 'User is not found!', 'phone');
  const now = ctx.clock();
  const { value } = await idempotent(
    ctx.db,
    { tenantId, ...idempotency },
    { route: 'voucher-issue', ...input, phone },
    { now, statusCode: 201 },
    async (tx) => {
      const copy = await issueCopy(tx, {
        tenantId,
        userId: user.id,
        voucherId: input.voucherId,
        voucherValueId: input.voucherValueId,
        source: 'issue',
        now,
      });
      return { voucherId: input.voucherId, issuedId: copy.id };
    },
  );
  return value;
}

/** Uses a copy at a register of its merchant: once, while not expired; recorded in the redeem history. */
export async function redeemAtCounter(
  ctx: Ctx,
  tenantId: string,
  register: { id: string; merchantId: string },
  input: { code: string; outletId?: string },
) {
  const found = await repo.heldByCode(ctx.db, tenantId, input.code);
  if (!found || found.voucher.merchantId !== register.merchantId) throw notFound('Voucher');
  const now = ctx.clock();
  if (found.held.voucherUsed) throw alreadyUsed();
  if (isPastExpiry(found.held.expiresAt, now))
    throw new AppError(409, 'VOUCHER_EXPIRED', VOUCHER_MESSAGES.voucherExpired, 'code');
  return ctx.db.transaction(async (tx) => {
    const used = await repo.markUsed(tx, tenantId, found.held.id, now);
    if (!used) throw alreadyUsed();
    await tx.insert(voucherRedemptions).values({
      id: newId(),
      tenantId,
      memberVoucherId: used.id,
      userId: used.userId,
      redeemedBy: `register:${register.id}`,
      outletId: input.outletId ?? null,
      amount: found.held.balance,
      createdAt: now,
    });
    return { voucherId: used.voucherId, issuedId: used.id, voucherUsedDate: now.toISOString() };
  });
}
