/**
 * Paying at a register with loyalty balance (seed 001 §2 /vendpayment, §4, §5, §7; issue 10). The register names
 * itself (x-registerId) and the sale's customer by phone (x-customerId); the customer proves presence with the
 * 6-digit code sent to their phone, which opens a short register session for that customer only; checkout takes
 * points and/or store credit once per register sale.
 */
import type { RegisterCheckout } from '../../../shared/api/register-payment';
import { normalizePhone } from '../../../shared/auth/identity';
import { checkRegisterRedeem } from '../../../shared/rules/wallet';
import { fromCents, pointsToCurrencyCents, toCents } from '../../../shared/rules/money';
import { REGISTER_CODE_COUNTDOWN_SECONDS, REGISTER_SESSION_TTL_SECONDS } from '../../../shared/rules/wallet-constants';
import { WALLET_MESSAGES } from '../../../shared/rules/wallet-messages';
import type { ResolvedTenant } from '../../../shared/tenant/resolve-tenant';
import type { ServerContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { memberships } from '../../db/schema';
import { InsufficientBalance, balancesOf, lockMembers, post, type MemberBalances } from '../../ledger/ledger';
import { AppError, badRequest, forbidden } from '../../lib/app-error';
import { idempotent } from '../../lib/idempotency';
import { issueCode, withConsumedCode } from '../auth/codes';
import { insertUser } from '../auth/users-repository';
import type { MerchantRow } from '../merchants/repository';
import { creditClosed, creditOverdraft } from '../wallet/policy';
import * as walletRepo from '../wallet/repository';
import { merchantOrThrow } from '../wallet/service';
import { displayName, maskedPhone } from '../wallet/views';
import { customerOfToken, openRegisterSession, type RegisterRow } from './registers';

type Ctx = Pick<ServerContext, 'db' | 'clock' | 'outbox'>;

const phoneNotSet = () => badRequest(WALLET_MESSAGES.phoneNotSet, 'x-customerid', 'PHONE_NOT_SET');

/** The customer's phone from x-customerId (or a body field): missing → 'phone not set'. */
export function customerPhone(raw: string | undefined, field = 'x-customerid'): string {
  if (raw === undefined || raw.trim() === '') throw phoneNotSet();
  const phone = normalizePhone(raw);
  if (!phone) throw badRequest(`${field} must be a phone number with its dial code, e.g. +97699112233`, field);
  return phone;
}

function merchantView(merchant: MerchantRow) {
  return { _id: merchant.id, name: merchant.name, loyaltyProgramUnit: merchant.loyaltyUnit };
}

function balancesView(tenant: ResolvedTenant, merchant: MerchantRow, balances: MemberBalances | null) {
  const points = balances?.activePointCents ?? 0;
  return {
    points: fromCents(points),
    pointsCurrencyValue: fromCents(pointsToCurrencyCents(points, merchant.loyaltyUnit.pointToCurrencyValue)),
    storeCredit: fromCents(balances?.creditCents ?? 0),
    storeCreditUsable: !creditClosed(tenant),
  };
}

/** getByVend: the member with this phone, joined to the register's merchant, or the seed's refusals. */
export async function lookUpCustomer(ctx: Ctx, register: RegisterRow, rawPhone: string | undefined) {
  const phone = customerPhone(rawPhone);
  const user = await walletRepo.memberByPhone(ctx.db, register.tenantId, phone);
  if (!user) throw new AppError(404, 'USER_NOT_FOUND', WALLET_MESSAGES.registerUserNotFound, 'x-customerid');
  const merchant = await merchantOrThrow(ctx.db, register.tenantId, register.merchantId);
  if (!(await walletRepo.membershipAt(ctx.db, { tenantId: register.tenantId, userId: user.id }, merchant.id)))
    throw new AppError(404, 'NOT_MEMBER', WALLET_MESSAGES.registerNotMember, 'x-customerid');
  return { customer: { name: displayName(user), phone: maskedPhone(phone) }, merchant: merchantView(merchant) };
}

/** inviteBySMS: a link to the merchant in this app, where the customer signs up or joins. */
export async function inviteCustomer(
  ctx: Ctx,
  tenant: ResolvedTenant,
  register: RegisterRow,
  rawPhone: string,
  origin: string,
) {
  const phone = customerPhone(rawPhone, 'phone');
  const merchant = await merchantOrThrow(ctx.db, tenant.id, register.merchantId);
  await ctx.outbox.enqueue(ctx.db, {
    tenantId: tenant.id,
    channel: 'sms',
    to: phone,
    subject: `${tenant.name}: You are invited`,
    body: `Join ${merchant.name} on ${tenant.name} and pay with your points next time: ${origin}/merchant-detail/${merchant.id}`,
  });
  await ctx.outbox.flush(ctx.db, tenant.id);
  return { sentTo: maskedPhone(phone) };
}

/** Sends the 6-digit code (under the per-phone code limit of every code the app sends). */
export async function sendCustomerCode(ctx: Ctx, tenant: ResolvedTenant, rawPhone: string, ip: string) {
  const phone = customerPhone(rawPhone, 'phone');
  const now = ctx.clock();
  const issued = await ctx.db.transaction((tx) =>
    issueCode(tx, ctx, {
      tenantId: tenant.id,
      tenantName: tenant.name,
      identity: { kind: 'phone', value: phone },
      purpose: 'register',
      ip,
    }),
  );
  await ctx.outbox.flush(ctx.db, tenant.id);
  return {
    sentTo: maskedPhone(phone),
    expiresAt: new Date(now.getTime() + issued.expiresIn * 1000).toISOString(),
    resendAt: new Date(now.getTime() + REGISTER_CODE_COUNTDOWN_SECONDS * 1000).toISOString(),
  };
}

/**
 * confirmCode: the right code opens a register session for this customer; a phone without an account here becomes
 * a member (signed up by the code, which proved the phone), and a member who has not joined the merchant joins it.
 */
export async function confirmCustomerCode(
  ctx: Ctx,
  tenant: ResolvedTenant,
  register: RegisterRow,
  input: { phone: string; code: string },
) {
  const phone = customerPhone(input.phone, 'phone');
  const now = ctx.clock();
  const merchant = await merchantOrThrow(ctx.db, tenant.id, register.merchantId);
  const check = {
    tenantId: tenant.id,
    identity: { kind: 'phone' as const, value: phone },
    purposes: ['register' as const],
    code: input.code,
  };
  return withConsumedCode(ctx.db, now, check, async (tx) => {
    let user = await walletRepo.memberByPhone(tx, tenant.id, phone);
    const signedUp = !user;
    user ??= await insertUser(tx, { tenantId: tenant.id, role: 'registered', phone, isPhoneVerified: true }, now);
    await tx
      .insert(memberships)
      .values({ tenantId: tenant.id, userId: user.id, merchantId: merchant.id, joinedAt: now, lastVisitedAt: now })
      .onConflictDoNothing();
    const registerToken = await openRegisterSession(
      tx,
      {
        tenantId: tenant.id,
        registerId: register.id,
        userId: user.id,
        expiresAt: new Date(now.getTime() + REGISTER_SESSION_TTL_SECONDS * 1000),
      },
      now,
    );
    const balances = await balancesOf(tx, { tenantId: tenant.id, userId: user.id, merchantId: merchant.id }, now);
    return {
      registerToken,
      expiresAt: new Date(now.getTime() + REGISTER_SESSION_TTL_SECONDS * 1000).toISOString(),
      signedUp,
      customer: { name: displayName(user), phone: maskedPhone(phone) },
      merchant: merchantView(merchant),
      balances: balancesView(tenant, merchant, balances),
    };
  });
}

/** The customer a register token may check out for; the sale's customer must be that one (seed: only them). */
async function authorisedCustomer(db: DbOrTx, register: RegisterRow, token: string, phone: string, now: Date) {
  const userId = await customerOfToken(db, register, token, now);
  if (!userId)
    throw new AppError(401, 'REGISTER_SESSION_EXPIRED', 'Ask the customer for a new code', 'x-register-token');
  const user = await walletRepo.userById(db, register.tenantId, userId);
  if (!user || user.phone !== phone)
    throw forbidden('The code was given for another customer: ask this customer for their code', 'CUSTOMER_MISMATCH');
  return user;
}

/**
 * vendCheckout: the redeem rules (seed 001 §5) checked against the balance read under the membership's row lock,
 * then points and store credit debited through the ledger (guarded in SQL), once per register sale: a replay of the
 * sale answers the first approval, the same sale with other amounts or another customer is refused (409).
 */
export async function checkout(
  ctx: Ctx,
  tenant: ResolvedTenant,
  register: RegisterRow,
  input: {
    rawCustomer: string | undefined;
    token: string;
    register_sale_id: string;
    amount: string;
    redeemAmount: string;
    storeValueAmount: string;
  },
): Promise<RegisterCheckout> {
  const now = ctx.clock();
  const phone = customerPhone(input.rawCustomer);
  const user = await authorisedCustomer(ctx.db, register, input.token, phone, now);
  const merchant = await merchantOrThrow(ctx.db, tenant.id, register.merchantId);
  const totalCents = toCents(input.amount) ?? 0;
  const { token: _token, rawCustomer: _raw, ...sale } = input;
  const { value } = await idempotent(
    ctx.db,
    { tenantId: tenant.id, owner: `register:${register.id}`, key: `sale:${input.register_sale_id}` },
    { route: 'register-checkout', customer: user.id, ...sale },
    { now },
    async (tx) => {
      const member = { tenantId: tenant.id, userId: user.id, merchantId: merchant.id };
      if ((await lockMembers(tx, member, [user.id])).size === 0)
        throw new AppError(404, 'NOT_MEMBER', WALLET_MESSAGES.registerNotMember, 'x-customerid');
      const before = await balancesOf(tx, member, now);
      const rule = checkRegisterRedeem({
        totalCents,
        redeemAmount: input.redeemAmount,
        storeValueAmount: input.storeValueAmount,
        pointBalanceCents: before?.activePointCents ?? 0,
        unit: merchant.loyaltyUnit,
      });
      if (!rule.ok) throw badRequest(rule.message, rule.field, 'REDEEM_RULE');
      if (rule.creditCents > 0 && creditClosed(tenant))
        throw forbidden('Store credit is closed at this merchant', 'STORE_CREDIT_CLOSED');
      const common = {
        ...member,
        kind: 'register_checkout' as const,
        actor: `register:${register.id}`,
        at: now,
        reference: input.register_sale_id,
        posAmountCents: totalCents,
      };
      try {
        if (rule.pointCents > 0) await post(tx, { ...common, asset: 'points', amountCents: -rule.pointCents });
        if (rule.creditCents > 0)
          await post(tx, {
            ...common,
            asset: 'credit',
            amountCents: -rule.creditCents,
            overdraft: creditOverdraft(tenant, merchant),
          });
      } catch (error) {
        if (!(error instanceof InsufficientBalance)) throw error;
        throw error.asset === 'points'
          ? badRequest(WALLET_MESSAGES.loyaltyNotSufficient, 'redeemAmount', 'REDEEM_RULE')
          : badRequest(WALLET_MESSAGES.creditNotSufficient, 'storeValueAmount', 'REDEEM_RULE');
      }
      const after = await balancesOf(tx, member, now);
      return {
        register_sale_id: input.register_sale_id,
        amount: fromCents(totalCents),
        approved_amount: fromCents(rule.approvedCents),
        redeemAmount: fromCents(rule.pointCents),
        storeValueAmount: fromCents(rule.creditCents),
        balances: balancesView(tenant, merchant, after),
      };
    },
  );
  return value;
}
