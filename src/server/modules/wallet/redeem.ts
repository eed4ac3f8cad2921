/**
 * Redeeming at the counter (seed 001 §2 redeem form and sheet, §4 redeem QR): the member asks for a single-use,
 * short-lived code for an amount; nothing leaves the balance until a register of the merchant redeems the code,
 * when the ledger re-checks the balance in SQL. A redeem can be voided once by the merchant's registers.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { RedemptionCode } from '../../../shared/api/wallet';
import type { WalletAsset } from '../../../shared/api/money';
import { REDEMPTION_CODE_TTL_SECONDS } from '../../../shared/constants/wallet';
import { WALLET_MESSAGES } from '../../../shared/rules/wallet-messages';
import { fromCents, pointsToCurrencyCents } from '../../../shared/rules/money';
import type { ResolvedTenant } from '../../../shared/tenant/resolve-tenant';
import type { ServerContext } from '../../context';
import type { Tx } from '../../db/client';
import { redemptionCodes } from '../../db/schema';
import { centsOfNumeric } from '../../db/sql-values';
import { InsufficientBalance, balancesOf, post } from '../../ledger/ledger';
import { AppError, notFound } from '../../lib/app-error';
import { newId, newReadableCode } from '../../lib/ids';
import { idempotent } from '../../lib/idempotency';
import type { MerchantRow } from '../merchants/repository';
import { registerOfMerchant, type RegisterRow } from '../register-payment/registers';
import { requestedCents } from './amounts';
import { requireBiometricProof, type BiometricInput } from './biometric';
import { creditOverdraft, notJoined, notSufficient, requireAssetOpen } from './policy';
import * as repo from './repository';
import { merchantOrThrow } from './service';
import { displayName } from './views';

type Ctx = Pick<ServerContext, 'db' | 'clock'>;
type CodeRow = typeof redemptionCodes.$inferSelect;

/** What the QR of a redemption code shows; random, so a code cannot be guessed from another. */
const newRedemptionCode = () => `RDM-${newReadableCode(20)}`;

const activeCents = (b: Awaited<ReturnType<typeof balancesOf>>, asset: WalletAsset) =>
  b === null ? 0 : asset === 'points' ? b.activePointCents : b.creditCents;

function codeView(row: CodeRow, merchant: MerchantRow, now: Date): RedemptionCode {
  const cents = centsOfNumeric(row.amount);
  return {
    _id: row.id,
    asset: row.asset,
    amount: fromCents(cents),
    currencyValue: fromCents(
      row.asset === 'points' ? pointsToCurrencyCents(cents, merchant.loyaltyUnit.pointToCurrencyValue) : cents,
    ),
    qrPayload: row.code,
    expiresAt: row.expiresAt.toISOString(),
    status: row.redeemedAt ? 'redeemed' : row.expiresAt <= now ? 'expired' : 'pending',
  };
}

/**
 * Get qr code: checks the member may redeem that much now (with a fresh biometric assertion when biometrics are on)
 * and issues the code (nothing is debited yet).
 */
export async function createRedemptionCode(
  ctx: Ctx,
  tenant: ResolvedTenant,
  member: repo.Member,
  merchant: MerchantRow,
  input: { asset: WalletAsset; amount: string; idempotencyKey: string } & BiometricInput,
): Promise<RedemptionCode> {
  const now = ctx.clock();
  requireAssetOpen(tenant, input.asset, 'redeem');
  const cents = requestedCents(input.amount, input.asset, merchant.loyaltyUnit, WALLET_MESSAGES.redeemAmountZero);
  const { value } = await idempotent(
    ctx.db,
    { tenantId: tenant.id, owner: `member:${member.userId}`, key: input.idempotencyKey },
    {
      route: 'redemption-code',
      merchantId: merchant.id,
      asset: input.asset,
      amount: input.amount,
      credential: input.credential?.id ?? null,
    },
    { now, statusCode: 201 },
    async (tx) => {
      const proof = { member, merchantId: merchant.id, action: 'redeem' as const, now, ...input };
      const refusal = await requireBiometricProof(tx, proof);
      if (refusal) return refusal;
      const balances = await balancesOf(tx, { ...member, merchantId: merchant.id }, now);
      if (!balances) throw notJoined();
      if (activeCents(balances, input.asset) < cents && creditOverdraft(tenant, merchant) === 'refuse')
        throw notSufficient(input.asset);
      const [row] = await tx
        .insert(redemptionCodes)
        .values({
          id: newId(),
          tenantId: tenant.id,
          merchantId: merchant.id,
          userId: member.userId,
          asset: input.asset,
          amount: fromCents(cents),
          code: newRedemptionCode(),
          expiresAt: new Date(now.getTime() + REDEMPTION_CODE_TTL_SECONDS * 1000),
          createdAt: now,
        })
        .returning();
      return codeView(row, merchant, now);
    },
  );
  return value;
}

export async function ownRedemptionCode(ctx: Ctx, member: repo.Member, codeId: string): Promise<RedemptionCode> {
  const [row] = await ctx.db
    .select()
    .from(redemptionCodes)
    .where(
      and(
        eq(redemptionCodes.tenantId, member.tenantId),
        eq(redemptionCodes.userId, member.userId),
        eq(redemptionCodes.id, codeId),
      ),
    );
  if (!row) throw notFound('Redemption code');
  const merchant = await merchantOrThrow(ctx.db, member.tenantId, row.merchantId);
  return codeView(row, merchant, ctx.clock());
}

/** Why a code the register sent cannot be redeemed (it was not taken by the conditional update). */
async function refusalOf(tx: Tx, register: RegisterRow, code: string, now: Date): Promise<AppError> {
  const [row] = await tx
    .select()
    .from(redemptionCodes)
    .where(and(eq(redemptionCodes.tenantId, register.tenantId), eq(redemptionCodes.code, code)));
  if (!row || row.merchantId !== register.merchantId)
    return new AppError(404, 'CODE_NOT_FOUND', 'No redemption code like this at this merchant', 'qrPayload');
  if (row.redeemedAt) return new AppError(409, 'CODE_USED', 'This code has already been redeemed', 'qrPayload');
  if (row.expiresAt <= now)
    return new AppError(409, 'CODE_EXPIRED', 'This code has expired: ask for a new one', 'qrPayload');
  return new AppError(409, 'CONCURRENT_UPDATE', 'The code is being redeemed right now: try again');
}

export interface RegisterRedeemResult {
  entryId: string;
  asset: WalletAsset;
  amount: string;
  currencyValue: string;
  member: { name: string };
  balance: string;
}

/**
 * The counter redeems a code: one conditional update takes the code (live, unused, this merchant's), then the
 * ledger debits the member, guarded in SQL; a balance that no longer covers it rolls both back ('Point is not
 * sufficient'), so the code can be redeemed later if the member tops up before it expires.
 */
export async function redeemAtRegister(
  ctx: Ctx,
  tenant: ResolvedTenant,
  register: RegisterRow,
  input: { qrPayload: string; idempotencyKey: string },
): Promise<RegisterRedeemResult> {
  const now = ctx.clock();
  const code = input.qrPayload.trim();
  const { value } = await idempotent(
    ctx.db,
    { tenantId: tenant.id, owner: `register:${register.id}`, key: input.idempotencyKey },
    { route: 'register-redeem', code },
    { now },
    async (tx) => {
      const [taken] = await tx
        .update(redemptionCodes)
        .set({ redeemedAt: now, redeemedBy: `register:${register.id}` })
        .where(
          and(
            eq(redemptionCodes.tenantId, tenant.id),
            eq(redemptionCodes.merchantId, register.merchantId),
            eq(redemptionCodes.code, code),
            isNull(redemptionCodes.redeemedAt),
            gt(redemptionCodes.expiresAt, now),
          ),
        )
        .returning();
      if (!taken) throw await refusalOf(tx, register, code, now);
      const merchant = await merchantOrThrow(tx, tenant.id, register.merchantId);
      const cents = centsOfNumeric(taken.amount);
      const member = { tenantId: tenant.id, userId: taken.userId, merchantId: register.merchantId };
      let entryId: string;
      try {
        ({ entryId } = await post(tx, {
          ...member,
          asset: taken.asset,
          kind: 'redeem',
          amountCents: -cents,
          actor: `register:${register.id}`,
          at: now,
          reference: taken.id,
          idempotencyKey: input.idempotencyKey,
          overdraft: taken.asset === 'credit' ? creditOverdraft(tenant, merchant) : 'refuse',
        }));
      } catch (error) {
        throw error instanceof InsufficientBalance ? notSufficient(taken.asset) : error;
      }
      await tx.update(redemptionCodes).set({ entryId }).where(eq(redemptionCodes.id, taken.id));
      const user = await repo.userById(tx, tenant.id, taken.userId);
      const balances = await balancesOf(tx, member, now);
      return {
        entryId,
        asset: taken.asset,
        amount: fromCents(cents),
        currencyValue: fromCents(
          taken.asset === 'points' ? pointsToCurrencyCents(cents, merchant.loyaltyUnit.pointToCurrencyValue) : cents,
        ),
        member: { name: user ? displayName(user) : 'Member' },
        balance: fromCents(activeCents(balances, taken.asset)),
      };
    },
  );
  return value;
}

/** The merchant's register cancels a redeem: the amount comes back once (the void entry is unique per redeem). */
export async function voidRedemption(
  ctx: Ctx,
  tenant: ResolvedTenant,
  register: RegisterRow,
  input: { entryId: string; idempotencyKey: string },
) {
  const now = ctx.clock();
  const { value } = await idempotent(
    ctx.db,
    { tenantId: tenant.id, owner: `register:${register.id}`, key: input.idempotencyKey },
    { route: 'register-void', entryId: input.entryId },
    { now },
    async (tx) => {
      const entry = await repo.entryById(tx, tenant.id, input.entryId);
      if (!entry || entry.kind !== 'redeem' || entry.merchantId !== register.merchantId)
        throw new AppError(404, 'NOT_FOUND', 'No redeem like this at this merchant', 'entryId');
      if (await repo.hasVoid(tx, entry.id))
        throw new AppError(409, 'ALREADY_VOIDED', 'This redeem has already been voided', 'entryId');
      const member = { tenantId: tenant.id, userId: entry.userId, merchantId: entry.merchantId };
      const { entryId: voidEntryId } = await post(tx, {
        ...member,
        asset: entry.asset,
        kind: 'redeem_void',
        amountCents: -centsOfNumeric(entry.amount),
        actor: `register:${register.id}`,
        at: now,
        reference: entry.reference,
        voidsEntryId: entry.id,
        idempotencyKey: input.idempotencyKey,
      });
      const balances = await balancesOf(tx, member, now);
      return { entryId: entry.id, voidEntryId, balance: fromCents(activeCents(balances, entry.asset)) };
    },
  );
  return value;
}

/** Development fixture: redeems a code as the first register of the code's merchant. */
export async function redeemAsMerchantRegister(
  ctx: Ctx,
  tenant: ResolvedTenant,
  qrPayload: string,
  idempotencyKey: string,
): Promise<RegisterRedeemResult> {
  const [code] = await ctx.db
    .select({ merchantId: redemptionCodes.merchantId })
    .from(redemptionCodes)
    .where(and(eq(redemptionCodes.tenantId, tenant.id), eq(redemptionCodes.code, qrPayload.trim())));
  if (!code) throw notFound('Redemption code');
  const register = await registerOfMerchant(ctx.db, tenant.id, code.merchantId);
  if (!register) throw notFound('Register of this merchant');
  return redeemAtRegister(ctx, tenant, register, { qrPayload, idempotencyKey });
}
