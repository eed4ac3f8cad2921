/**
 * Buying a voucher with points or store credit (seed 001 §4 buy flow): a request checks the voucher and the balance
 * and asks for the verification in the seed's order — biometrics when the member has them on (a fresh WebAuthn
 * assertion), else a 4-digit SMS code when the merchant requires one and has tickets left, else the member is sent to
 * /webAuth; a merchant that requires nothing gets 'none'. The confirmation takes the request, issues the copy (limits
 * in SQL, src/server/modules/vouchers/issue.ts) and debits the price through the ledger, in one transaction, once per
 * Idempotency-Key.
 */
import { and, eq } from 'drizzle-orm';
import type { PurchaseRequest, PurchaseResult, VoucherPaymentAsset } from '../../../shared/api/vouchers';
import {
  VOUCHER_CODE_LENGTH,
  VOUCHER_CODE_MAX_ATTEMPTS,
  VOUCHER_CODE_TTL_SECONDS,
} from '../../../shared/constants/vouchers';
import { fromCents } from '../../../shared/rules/money';
import { buyBlockedReason } from '../../../shared/rules/vouchers';
import type { ResolvedTenant } from '../../../shared/tenant/resolve-tenant';
import type { ServerContext } from '../../context';
import { voucherPurchaseRequests } from '../../db/schema';
import { centsOfNumeric } from '../../db/sql-values';
import { InsufficientBalance, balancesOf, post } from '../../ledger/ledger';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { newId, newNumericCode, sha256 } from '../../lib/ids';
import { idempotent } from '../../lib/idempotency';
import { deadRequest } from '../../lib/one-time-code';
import type { StepUpConfirmation } from '../account/step-up';
import { creditClosed, creditOverdraft, notJoined, notSufficient } from '../wallet/policy';
import * as walletRepo from '../wallet/repository';
import { merchantOrThrow } from '../wallet/service';
import { blocked } from './errors';
import { issueCopy, valueOf } from './issue';
import * as repo from './repository';
import { planVerification, sendCodeIfAsked, takeVerified, verificationFields, verificationView } from './verification';

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

  const plan = await planVerification(ctx.db, member, merchant.id, input.host);
  const code = newNumericCode(VOUCHER_CODE_LENGTH);
  const row = await ctx.db.transaction(async (tx) => {
    const base = {
      id: newId(),
      tenantId: tenant.id,
      userId: member.userId,
      voucherValueId: value.id,
      asset: input.asset,
      amount: fromCents(cents),
    };
    await sendCodeIfAsked(
      tx,
      ctx.outbox,
      plan,
      { tenantId: tenant.id, merchantId: merchant.id },
      {
        subject: `${tenant.name}: Your voucher code`,
        body: `${code} is your ${tenant.name} code to buy the voucher ${voucher.name}. It expires in ${VOUCHER_CODE_TTL_SECONDS / 60} minutes. Do not share it.`,
      },
    );
    const [inserted] = await tx
      .insert(voucherPurchaseRequests)
      .values({
        ...base,
        voucherId,
        ...verificationFields(plan, () => codeHash(base, code), now),
      })
      .returning();
    return inserted;
  });
  await ctx.outbox.flush(ctx.db, tenant.id);
  return {
    dataId: row.id,
    ...verificationView(plan),
    expiresAt: row.expiresAt.toISOString(),
    asset: row.asset,
    amount: row.amount,
  };
}

const COLUMNS = {
  table: voucherPurchaseRequests,
  id: voucherPurchaseRequests.id,
  codeHash: voucherPurchaseRequests.codeHash,
  attempts: voucherPurchaseRequests.attempts,
  consumedAt: voucherPurchaseRequests.consumedAt,
  expiresAt: voucherPurchaseRequests.expiresAt,
  challenge: voucherPurchaseRequests.challenge,
};

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
      const refusal = await takeVerified(tx, COLUMNS, row, {
        proof: input,
        hashOf: (code) => codeHash(row, code),
        what: CODE_RULES.what,
        now,
      });
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
