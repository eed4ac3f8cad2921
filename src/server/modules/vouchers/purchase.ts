/**
 * Buying a voucher with points or store credit (seed 001 §4 buy flow): a request checks the voucher and the balance
 * and asks for the verification in the seed's order — biometrics when the member has them on (a fresh WebAuthn
 * assertion), else a 4-digit SMS code when the merchant requires one and has tickets left, else the member is sent to
 * /webAuth; a merchant that requires nothing gets 'none'. The confirmation takes the request, issues the copy (limits
 * in SQL, src/server/modules/vouchers/issue.ts) and debits the price through the ledger, in one transaction, once per
 * Idempotency-Key.
 */
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { PurchaseRequest, PurchaseResult, VoucherPaymentAsset } from '../../../shared/api/vouchers';
import {
  VOUCHER_CODE_LENGTH,
  VOUCHER_CODE_MAX_ATTEMPTS,
  VOUCHER_CODE_TTL_SECONDS,
} from '../../../shared/constants/vouchers';
import { fromCents } from '../../../shared/rules/money';
import { VOUCHER_MESSAGES } from '../../../shared/rules/voucher-messages';
import { buyBlockedReason } from '../../../shared/rules/vouchers';
import type { ResolvedTenant } from '../../../shared/tenant/resolve-tenant';
import type { ServerContext } from '../../context';
import type { Tx } from '../../db/client';
import { voucherPurchaseRequests } from '../../db/schema';
import { centsOfNumeric } from '../../db/sql-values';
import { InsufficientBalance, balancesOf, post } from '../../ledger/ledger';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { newId, newNumericCode, sha256 } from '../../lib/ids';
import { idempotent, refuse } from '../../lib/idempotency';
import { deadRequest, takeWithCode } from '../../lib/one-time-code';
import { assertionVerified, biometricOptionsFor, type StepUpConfirmation } from '../account/step-up';
import { creditClosed, creditOverdraft, notJoined, notSufficient } from '../wallet/policy';
import * as walletRepo from '../wallet/repository';
import { merchantOrThrow } from '../wallet/service';
import { maskedPhone } from '../wallet/views';
import { blocked } from './errors';
import { issueCopy, valueOf } from './issue';
import * as repo from './repository';

type Ctx = Pick<ServerContext, 'db' | 'clock' | 'outbox'>;
type Member = { tenantId: string; userId: string };
type RequestRow = typeof voucherPurchaseRequests.$inferSelect;

const CODE_RULES = { maxAttempts: VOUCHER_CODE_MAX_ATTEMPTS, what: 'purchase' };

/** The code's hash binds it to the request, member, value, asset and price, so it confirms only this purchase. */
const codeHash = (
  row: Pick<RequestRow, 'id' | 'tenantId' | 'userId' | 'voucherValueId' | 'asset' | 'amount'>,
  code: string,
) => sha256([row.id, row.tenantId, row.userId, row.voucherValueId, row.asset, row.amount, code].join('|'));

/** The price of a value in an asset, in cents; 400 naming `asset` when it is not sold that way here. */
function priceCents(tenant: ResolvedTenant, value: repo.VoucherValueRow, asset: VoucherPaymentAsset): number {
  if (asset === 'points') {
    if (value.pointAmount === null) throw badRequest('This voucher is not sold for points', 'asset');
    return centsOfNumeric(value.pointAmount);
  }
  if (creditClosed(tenant))
    throw new AppError(403, 'STORE_CREDIT_CLOSED', 'Store credit is closed at this merchant', 'asset');
  const cents = centsOfNumeric(value.price);
  if (cents <= 0) throw badRequest('This voucher is not sold for store credit', 'asset');
  return cents;
}

const webAuthRequired = () =>
  new AppError(409, 'WEBAUTH_REQUIRED', 'Verify your identity: turn on biometric verification at /webAuth');

export async function requestPurchase(
  ctx: Ctx,
  tenant: ResolvedTenant,
  member: Member,
  voucherId: string,
  input: { voucherValueId: string; asset: VoucherPaymentAsset; host: string },
): Promise<PurchaseRequest> {
  const now = ctx.clock();
  const found = await repo.findVoucher(ctx.db, tenant.id, voucherId);
  if (!found) throw notFound('Voucher');
  const { voucher } = found;
  const merchant = await merchantOrThrow(ctx.db, tenant.id, voucher.merchantId);
  const value = await valueOf(ctx.db, tenant.id, voucherId, input.voucherValueId);
  const cents = priceCents(tenant, value, input.asset);
  const reason = buyBlockedReason(voucher, await repo.issuedCount(ctx.db, member, voucherId), now);
  if (reason) throw blocked(reason);
  if (!(await walletRepo.membershipAt(ctx.db, member, merchant.id))) throw notJoined();
  const balances = await balancesOf(ctx.db, { ...member, merchantId: merchant.id }, now);
  const available = input.asset === 'points' ? (balances?.activePointCents ?? 0) : (balances?.creditCents ?? 0);
  if (available < cents && !(input.asset === 'credit' && creditOverdraft(tenant, merchant) === 'allow'))
    throw notSufficient(input.asset);

  const options = await biometricOptionsFor(ctx.db, member, input.host);
  const settings = await repo.settingsOf(ctx.db, tenant.id, merchant.id);
  const user = await walletRepo.userById(ctx.db, tenant.id, member.userId);
  const wantsCode = !options && Boolean(settings?.isClaimVoucherVerification);
  if (wantsCode && !user?.phone) throw webAuthRequired();
  const code = newNumericCode(VOUCHER_CODE_LENGTH);
  const row = await ctx.db.transaction(async (tx) => {
    if (wantsCode && !(await repo.takeTicket(tx, tenant.id, merchant.id))) throw webAuthRequired();
    const base = {
      id: newId(),
      tenantId: tenant.id,
      userId: member.userId,
      voucherValueId: value.id,
      asset: input.asset,
      amount: fromCents(cents),
    };
    const [inserted] = await tx
      .insert(voucherPurchaseRequests)
      .values({
        ...base,
        voucherId,
        verification: options ? 'biometric' : wantsCode ? 'sms' : 'none',
        codeHash: wantsCode ? codeHash(base, code) : null,
        challenge: options?.challenge ?? null,
        expiresAt: new Date(now.getTime() + VOUCHER_CODE_TTL_SECONDS * 1000),
        createdAt: now,
      })
      .returning();
    if (wantsCode && user?.phone)
      await ctx.outbox.enqueue(tx, {
        tenantId: tenant.id,
        channel: 'sms',
        to: user.phone,
        subject: `${tenant.name}: Your voucher code`,
        body: `${code} is your ${tenant.name} code to buy the voucher ${voucher.name}. It expires in ${VOUCHER_CODE_TTL_SECONDS / 60} minutes. Do not share it.`,
      });
    return inserted;
  });
  await ctx.outbox.flush(ctx.db, tenant.id);
  return {
    dataId: row.id,
    verification: row.verification,
    expiresAt: row.expiresAt.toISOString(),
    sentTo: row.verification === 'sms' && user?.phone ? maskedPhone(user.phone) : null,
    webauthnOptions: options,
    asset: row.asset,
    amount: row.amount,
  };
}

const cantVerify = () => new AppError(401, 'BIOMETRIC_FAILED', VOUCHER_MESSAGES.cantVerifyBiometric, 'credential');

/** Takes a request without a code (biometric or none): once, while live. */
async function takeOnce(tx: Tx, row: RequestRow, now: Date) {
  const [taken] = await tx
    .update(voucherPurchaseRequests)
    .set({ consumedAt: now })
    .where(
      and(
        eq(voucherPurchaseRequests.id, row.id),
        isNull(voucherPurchaseRequests.consumedAt),
        gt(voucherPurchaseRequests.expiresAt, now),
      ),
    )
    .returning();
  if (!taken) throw deadRequest(row, now, CODE_RULES);
  return taken;
}

/** Verifies and takes the request in the way it asked for; a Refusal when the code or assertion is wrong. */
async function takeVerified(
  tx: Tx,
  row: RequestRow,
  proof: { code?: string; credential?: AuthenticationResponseJSON; host: string },
  now: Date,
) {
  if (row.verification === 'sms') {
    if (!proof.code) throw badRequest(VOUCHER_MESSAGES.required, 'code', 'CODE_REQUIRED');
    const columns = {
      table: voucherPurchaseRequests,
      id: voucherPurchaseRequests.id,
      codeHash: voucherPurchaseRequests.codeHash,
      attempts: voucherPurchaseRequests.attempts,
      consumedAt: voucherPurchaseRequests.consumedAt,
      expiresAt: voucherPurchaseRequests.expiresAt,
    };
    return takeWithCode(tx, columns, row, { ...CODE_RULES, expectedHash: codeHash(row, proof.code), now });
  }
  if (row.verification === 'biometric' && !proof.credential)
    throw badRequest('Confirm this purchase with your biometrics (credential)', 'credential');
  const taken = await takeOnce(tx, row, now);
  if (row.verification === 'none') return null;
  const member = { tenantId: row.tenantId, userId: row.userId };
  const verified = await assertionVerified(tx, {
    member,
    challenge: taken.challenge ?? '',
    credential: proof.credential!,
    host: proof.host,
    now,
  });
  return verified ? null : refuse(cantVerify());
}

export async function confirmPurchase(
  ctx: Ctx,
  tenant: ResolvedTenant,
  member: Member,
  input: StepUpConfirmation,
): Promise<PurchaseResult> {
  const now = ctx.clock();
  const { value } = await idempotent(
    ctx.db,
    { tenantId: tenant.id, owner: `member:${member.userId}`, key: input.idempotencyKey },
    {
      route: 'voucher-purchase',
      dataId: input.dataId,
      code: input.code ?? null,
      credential: input.credential?.id ?? null,
    },
    { now, statusCode: 201 },
    async (tx) => {
      const [row] = await tx
        .select()
        .from(voucherPurchaseRequests)
        .where(
          and(
            eq(voucherPurchaseRequests.tenantId, tenant.id),
            eq(voucherPurchaseRequests.userId, member.userId),
            eq(voucherPurchaseRequests.id, input.dataId),
          ),
        );
      if (!row) throw deadRequest(undefined, now, CODE_RULES);
      const refusal = await takeVerified(tx, row, input, now);
      if (refusal) return refusal;
      const copy = await issueCopy(tx, {
        ...member,
        voucherId: row.voucherId,
        voucherValueId: row.voucherValueId,
        source: 'purchase',
        now,
        check: (voucher, personalCount) => {
          const reason = buyBlockedReason({ ...voucher, marginBalance: null }, personalCount, now);
          if (reason) throw blocked(reason);
        },
      });
      const found = await repo.findVoucher(tx, tenant.id, row.voucherId);
      const merchant = await merchantOrThrow(tx, tenant.id, found!.voucher.merchantId);
      const at = { ...member, merchantId: merchant.id };
      try {
        const { entryId } = await post(tx, {
          ...at,
          asset: row.asset,
          kind: 'redeem',
          amountCents: -centsOfNumeric(row.amount),
          actor: `member:${member.userId}`,
          at: now,
          reference: `voucher:${copy.id}`,
          idempotencyKey: input.idempotencyKey,
          overdraft: row.asset === 'credit' ? creditOverdraft(tenant, merchant) : 'refuse',
        });
        await tx
          .update(voucherPurchaseRequests)
          .set({ memberVoucherId: copy.id })
          .where(eq(voucherPurchaseRequests.id, row.id));
        const after = await balancesOf(tx, at, now);
        const balanceCents = row.asset === 'points' ? (after?.activePointCents ?? 0) : (after?.creditCents ?? 0);
        return { voucherId: row.voucherId, issuedId: copy.id, entryId, balance: fromCents(balanceCents) };
      } catch (error) {
        throw error instanceof InsufficientBalance ? notSufficient(row.asset) : error;
      }
    },
  );
  return value;
}
