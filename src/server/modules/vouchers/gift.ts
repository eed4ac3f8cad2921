/**
 * Gifting a held voucher by phone (seed 001 §4, §5): the recipient must be a member of this app and not the sender
 * ('You should not gift to yourself'); the merchant's SMS ticket pays for telling them ('The merchant is unable to
 * send the gift.' at 0); the copy moves in the transaction that takes the ticket. A phone that is not a member yet
 * gets an SMS invite instead.
 */
import { normalizePhone } from '../../../shared/auth/identity';
import { VOUCHER_MESSAGES } from '../../../shared/rules/voucher-messages';
import { WALLET_MESSAGES } from '../../../shared/rules/wallet-messages';
import type { ResolvedTenant } from '../../../shared/tenant/resolve-tenant';
import type { ServerContext } from '../../context';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { idempotent } from '../../lib/idempotency';
import * as walletRepo from '../wallet/repository';
import { displayName } from '../wallet/views';
import { alreadyUsed, noTickets } from './errors';
import * as repo from './repository';

type Ctx = Pick<ServerContext, 'db' | 'clock' | 'outbox'>;
type Member = { tenantId: string; userId: string };

/** The phone as stored, refusing the sender's own (seed 001 §5). */
async function recipientPhone(ctx: Ctx, member: Member, raw: string): Promise<string> {
  const phone = normalizePhone(raw);
  if (!phone) throw badRequest('phone must be a phone number with its dial code, e.g. +97699112233', 'phone');
  const sender = await walletRepo.userById(ctx.db, member.tenantId, member.userId);
  if (sender?.phone === phone) throw badRequest(VOUCHER_MESSAGES.giftToYourself, 'phone', 'OWN_PHONE');
  return phone;
}

export async function giftVoucher(
  ctx: Ctx,
  tenant: ResolvedTenant,
  member: Member,
  input: { voucherId: string; issuedId: string; phone: string; idempotencyKey: string },
) {
  const now = ctx.clock();
  const phone = await recipientPhone(ctx, member, input.phone);
  const found = await repo.findHeld(ctx.db, member, input.voucherId, input.issuedId);
  if (!found) throw notFound('Voucher');
  const voucher = (await repo.findVoucher(ctx.db, tenant.id, input.voucherId))!.voucher;
  const recipient = await walletRepo.memberByPhone(ctx.db, tenant.id, phone);
  if (!recipient) throw new AppError(404, 'USER_NOT_FOUND', WALLET_MESSAGES.userNotFound, 'phone');
  const { value } = await idempotent(
    ctx.db,
    { tenantId: tenant.id, owner: `member:${member.userId}`, key: input.idempotencyKey },
    { route: 'voucher-gift', issuedId: found.held.id, phone },
    { now },
    async (tx) => {
      if (!(await repo.takeTicket(tx, tenant.id, voucher.merchantId))) throw noTickets();
      if (!(await repo.moveCopy(tx, member, found.held.id, recipient.id))) throw alreadyUsed();
      const sender = await walletRepo.userById(tx, tenant.id, member.userId);
      await ctx.outbox.enqueue(tx, {
        tenantId: tenant.id,
        channel: 'sms',
        to: phone,
        subject: `${tenant.name}: A voucher for you`,
        body: `${sender ? displayName(sender) : 'A member'} sent you the ${tenant.name} voucher "${voucher.name}". Open the app to use it.`,
      });
      return { phone, recipientName: displayName(recipient) };
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
