/**
 * Gifting a held voucher by phone (seed 001 §4, §5, §6): the recipient must be a member of this app and not the sender
 * ('You should not gift to yourself'); the merchant's SMS ticket pays for telling them ('The merchant is unable to
 * send the gift.' at 0); the sender verifies as for buying (biometrics, else the SMS code, else /webAuth), and the
 * copy moves in the transaction that takes the verified request and the ticket. A phone that is not a member yet
 * gets an SMS invite instead.
 */
import { and, eq } from 'drizzle-orm';
import type { GiftVoucherRequest } from '../../../shared/api/vouchers';
import { normalizePhone } from '../../../shared/auth/identity';
import {
  VOUCHER_CODE_LENGTH,
  VOUCHER_CODE_MAX_ATTEMPTS,
  VOUCHER_CODE_TTL_SECONDS,
} from '../../../shared/constants/vouchers';
import { VOUCHER_MESSAGES } from '../../../shared/rules/voucher-messages';
import { WALLET_MESSAGES } from '../../../shared/rules/wallet-messages';
import type { ResolvedTenant } from '../../../shared/tenant/resolve-tenant';
import type { ServerContext } from '../../context';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { voucherGiftRequests } from '../../db/schema';
import { newId, newNumericCode, sha256 } from '../../lib/ids';
import { idempotent } from '../../lib/idempotency';
import { deadRequest } from '../../lib/one-time-code';
import type { StepUpConfirmation } from '../account/step-up';
import * as walletRepo from '../wallet/repository';
import { displayName } from '../wallet/views';
import { alreadyUsed, noTickets } from './errors';
import * as repo from './repository';
import {
  planVerification,
  sendCodeIfAsked,
  takeVerified,
  verificationFields,
  verificationView,
  webAuthRequired,
} from './verification';

type Ctx = Pick<ServerContext, 'db' | 'clock' | 'outbox'>;
type Member = { tenantId: string; userId: string };
type GiftRow = typeof voucherGiftRequests.$inferSelect;

/** The phone as stored, refusing the sender's own (seed 001 §5). */
async function recipientPhone(ctx: Ctx, member: Member, raw: string): Promise<string> {
  const phone = normalizePhone(raw);
  if (!phone) throw badRequest('phone must be a phone number with its dial code, e.g. +97699112233', 'phone');
  const sender = await walletRepo.userById(ctx.db, member.tenantId, member.userId);
  if (sender?.phone === phone) throw badRequest(VOUCHER_MESSAGES.giftToYourself, 'phone', 'OWN_PHONE');
  return phone;
}

/** The code's hash binds it to the request, sender, copy and recipient, so it confirms only this gift. */
const codeHash = (
  row: Pick<GiftRow, 'id' | 'tenantId' | 'userId' | 'memberVoucherId' | 'recipientUserId'>,
  code: string,
) => sha256([row.id, row.tenantId, row.userId, row.memberVoucherId, row.recipientUserId, code].join('|'));

const COLUMNS = {
  table: voucherGiftRequests,
  id: voucherGiftRequests.id,
  codeHash: voucherGiftRequests.codeHash,
  attempts: voucherGiftRequests.attempts,
  consumedAt: voucherGiftRequests.consumedAt,
  expiresAt: voucherGiftRequests.expiresAt,
  challenge: voucherGiftRequests.challenge,
};
const WHAT = 'gift';

/**
 * Asks to gift a held, unused copy to the member with `phone`: the seed's refusals first (own phone, no tickets,
 * 'User not found!'), then the verification as for buying (src/server/modules/vouchers/verification.ts).
 */
export async function requestGift(
  ctx: Ctx,
  tenant: ResolvedTenant,
  member: Member,
  input: { voucherId: string; issuedId: string; phone: string; host: string },
): Promise<GiftVoucherRequest> {
  const now = ctx.clock();
  const phone = await recipientPhone(ctx, member, input.phone);
  const found = await repo.findHeld(ctx.db, member, input.voucherId, input.issuedId);
  if (!found) throw notFound('Voucher');
  if (found.held.voucherUsed) throw alreadyUsed();
  const voucher = (await repo.findVoucher(ctx.db, tenant.id, input.voucherId))!.voucher;
  const tickets = (await repo.settingsOf(ctx.db, tenant.id, voucher.merchantId))?.ticket ?? 0;
  if (tickets <= 0) throw noTickets();
  const recipient = await walletRepo.memberByPhone(ctx.db, tenant.id, phone);
  if (!recipient) throw new AppError(404, 'USER_NOT_FOUND', WALLET_MESSAGES.userNotFound, 'phone');
  const plan = await planVerification(ctx.db, member, voucher.merchantId, input.host);
  // The code and the recipient's SMS take a ticket each: with one left the code cannot go, so /webAuth instead.
  if (plan.verification === 'sms' && tickets < 2) throw webAuthRequired();
  const code = newNumericCode(VOUCHER_CODE_LENGTH);
  const row = await ctx.db.transaction(async (tx) => {
    const base = {
      id: newId(),
      tenantId: tenant.id,
      userId: member.userId,
      memberVoucherId: found.held.id,
      recipientUserId: recipient.id,
    };
    await sendCodeIfAsked(
      tx,
      ctx.outbox,
      plan,
      { tenantId: tenant.id, merchantId: voucher.merchantId },
      {
        subject: `${tenant.name}: Your voucher code`,
        body: `${code} is your ${tenant.name} code to gift the voucher ${voucher.name} to ${phone}. It expires in ${VOUCHER_CODE_TTL_SECONDS / 60} minutes. Do not share it.`,
      },
    );
    const [inserted] = await tx
      .insert(voucherGiftRequests)
      .values({
        ...base,
        phone,
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
    phone,
    recipientName: displayName(recipient),
  };
}

/**
 * Confirms a gift with its code or assertion: in one transaction the request is taken, one SMS ticket tells the
 * recipient, and the copy moves (only while unused and still the sender's); once per Idempotency-Key.
 */
export async function confirmGift(ctx: Ctx, tenant: ResolvedTenant, member: Member, input: StepUpConfirmation) {
  const now = ctx.clock();
  const { value } = await idempotent(
    ctx.db,
    { tenantId: tenant.id, owner: `member:${member.userId}`, key: input.idempotencyKey },
    { route: 'voucher-gift', dataId: input.dataId, code: input.code ?? null, credential: input.credential?.id ?? null },
    { now },
    async (tx) => {
      const [row] = await tx
        .select()
        .from(voucherGiftRequests)
        .where(
          and(
            eq(voucherGiftRequests.tenantId, tenant.id),
            eq(voucherGiftRequests.userId, member.userId),
            eq(voucherGiftRequests.id, input.dataId),
          ),
        );
      if (!row) throw deadRequest(undefined, now, { maxAttempts: VOUCHER_CODE_MAX_ATTEMPTS, what: WHAT });
      const refusal = await takeVerified(tx, COLUMNS, row, {
        proof: input,
        hashOf: (code) => codeHash(row, code),
        what: WHAT,
        now,
      });
      if (refusal) return refusal;
      const held = await repo.heldByCode(tx, tenant.id, row.memberVoucherId);
      if (!held) throw notFound('Voucher');
      if (!(await repo.takeTicket(tx, tenant.id, held.voucher.merchantId))) throw noTickets();
      if (!(await repo.moveCopy(tx, member, row.memberVoucherId, row.recipientUserId))) throw alreadyUsed();
      const sender = await walletRepo.userById(tx, tenant.id, member.userId);
      const recipient = await walletRepo.userById(tx, tenant.id, row.recipientUserId);
      await ctx.outbox.enqueue(tx, {
        tenantId: tenant.id,
        channel: 'sms',
        to: row.phone,
        subject: `${tenant.name}: A voucher for you`,
        body: `${sender ? displayName(sender) : 'A member'} sent you the ${tenant.name} voucher "${held.voucher.name}". Open the app to use it.`,
      });
      return { phone: row.phone, recipientName: recipient ? displayName(recipient) : row.phone };
    },
  );
  await ctx.outbox.flush(ctx.db, tenant.id);
  return value;
}

/** Invites a phone that is not a member yet (seed 001 §4 "not found -> invite by SMS"); uses one ticket. */
export async function inviteRecipient(
  ctx: Ctx,
  tenant: ResolvedTenant,
  member: Member,
  input: { voucherId: string; phone: string; origin: string },
) {
  const phone = await recipientPhone(ctx, member, input.phone);
  const found = await repo.findVoucher(ctx.db, tenant.id, input.voucherId);
  if (!found) throw notFound('Voucher');
  if (await walletRepo.memberByPhone(ctx.db, tenant.id, phone))
    throw new AppError(409, 'ALREADY_MEMBER', 'This phone is already a member: gift the voucher to it', 'phone');
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.takeTicket(tx, tenant.id, found.voucher.merchantId))) throw noTickets();
    await ctx.outbox.enqueue(tx, {
      tenantId: tenant.id,
      channel: 'sms',
      to: phone,
      subject: `${tenant.name}: Join us`,
      body: `A friend wants to send you a ${tenant.name} voucher. Sign up at ${input.origin}/signup?phone=${encodeURIComponent(phone)}`,
    });
  });
  await ctx.outbox.flush(ctx.db, tenant.id);
  return { phone };
}
