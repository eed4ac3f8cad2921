/**
 * Gifting points or store credit by phone (seed 001 §4, §5, §8): search a member of this tenant by phone (name and
 * avatar only), ask for a gift (a 4-digit code by SMS to the sender, or a WebAuthn challenge when biometrics are on,
 * bound to sender, merchant, recipient, asset and amount, expiring, single use, attempt-limited), then confirm it:
 * sender debited (guarded in SQL) and recipient credited in one transaction, once per Idempotency-Key.
 */
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { GiftRequest, GiftResult } from '../../../shared/api/wallet';
import type { WalletAsset } from '../../../shared/api/money';
import { normalizePhone } from '../../../shared/auth/identity';
import { fromCents } from '../../../shared/rules/money';
import { giftedMessage, zeroGiftMessage } from '../../../shared/rules/wallet';
import {
  GIFT_CODE_LENGTH,
  GIFT_CODE_MAX_ATTEMPTS,
  GIFT_CODE_TTL_SECONDS,
  GIFT_REQUEST_WINDOW_SECONDS,
  GIFT_REQUESTS_PER_WINDOW,
} from '../../../shared/constants/wallet';
import { WALLET_MESSAGES } from '../../../shared/rules/wallet-messages';
import type { ResolvedTenant } from '../../../shared/tenant/resolve-tenant';
import type { ServerContext } from '../../context';
import type { Tx } from '../../db/client';
import { giftRequests } from '../../db/schema';
import { lockUserRow } from '../../db/row-locks';
import { centsOfNumeric } from '../../db/sql-values';
import { InsufficientBalance, balancesOf, lockMembers, post } from '../../ledger/ledger';
import { AppError, badRequest, forbidden, tooMany } from '../../lib/app-error';
import { newId, newNumericCode, sha256 } from '../../lib/ids';
import { idempotent, refuse } from '../../lib/idempotency';
import { deadRequest, takeWithCode } from '../../lib/one-time-code';
import { assertionVerified, biometricOptionsFor, type StepUpConfirmation } from '../account/step-up';
import { cantVerify } from './biometric';
import type { MerchantRow } from '../merchants/repository';
import { requestedCents } from './amounts';
import { giftBlockedReason, notSufficient, requireAssetOpen } from './policy';
import * as repo from './repository';
import { reachedTier } from './service';
import { maskedPhone, recipientView } from './views';

type Ctx = Pick<ServerContext, 'db' | 'clock' | 'outbox'>;
type GiftRow = typeof giftRequests.$inferSelect;

const userNotFound = () => new AppError(404, 'USER_NOT_FOUND', WALLET_MESSAGES.userNotFound, 'phone');

/** The other member named by a phone: of this tenant, registered, not the caller. */
async function recipientByPhone(ctx: Ctx, member: repo.Member, rawPhone: string) {
  const phone = normalizePhone(rawPhone);
  if (!phone) throw badRequest('phone must be a phone number with its dial code, e.g. +97699112233', 'phone');
  const sender = await repo.userById(ctx.db, member.tenantId, member.userId);
  if (sender?.phone === phone) throw badRequest(WALLET_MESSAGES.ownPhoneNumber, 'phone', 'OWN_PHONE');
  const recipient = await repo.memberByPhone(ctx.db, member.tenantId, phone);
  if (!recipient) throw userNotFound();
  return { sender, recipient, phone };
}

export async function searchRecipient(ctx: Ctx, member: repo.Member, merchant: MerchantRow, phone: string) {
  const { recipient } = await recipientByPhone(ctx, member, phone);
  const joined = Boolean(
    await repo.membershipAt(ctx.db, { tenantId: member.tenantId, userId: recipient.id }, merchant.id),
  );
  return { recipient: recipientView(recipient), joined };
}

/** Refuses a gift the merchant or the member's standing does not allow (seed 001 §6). */
async function requireMayGift(ctx: Ctx, tenant: ResolvedTenant, member: repo.Member, merchant: MerchantRow) {
  if (!tenant.features.referral) throw forbidden('This merchant does not run referrals and gifts', 'REFERRAL_OFF');
  const joined = Boolean(await repo.membershipAt(ctx.db, member, merchant.id));
  const tier = joined ? await reachedTier(ctx.db, member, merchant.id) : null;
  const reason = giftBlockedReason({ joined, hasActiveMembership: !tier?.hasTiers || tier.tierName !== null });
  if (reason) throw forbidden(reason, joined ? 'NO_MEMBERSHIP' : 'NOT_JOINED');
}

/** The code's hash binds it to everything the gift is about, so it confirms only this gift. */
const giftCodeHash = (
  row: Pick<GiftRow, 'id' | 'tenantId' | 'senderId' | 'merchantId' | 'recipientId' | 'asset' | 'amount'>,
  code: string,
) =>
  sha256([row.id, row.tenantId, row.senderId, row.merchantId, row.recipientId, row.asset, row.amount, code].join('|'));

/** How an amount reads in the success message: whole amounts without decimals ("150"), others with two. */
const amountText = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : fromCents(cents));

export async function requestGift(
  ctx: Ctx,
  tenant: ResolvedTenant,
  member: repo.Member,
  merchant: MerchantRow,
  input: { asset: WalletAsset; phone: string; amount: string; host: string },
): Promise<GiftRequest> {
  const now = ctx.clock();
  await requireMayGift(ctx, tenant, member, merchant);
  requireAssetOpen(tenant, input.asset, 'gift');
  const cents = requestedCents(input.amount, input.asset, merchant.loyaltyUnit, zeroGiftMessage(input.asset));
  const { sender, recipient, phone } = await recipientByPhone(ctx, member, input.phone);
  if (!sender) throw userNotFound();
  if (!(await repo.membershipAt(ctx.db, { tenantId: member.tenantId, userId: recipient.id }, merchant.id)))
    throw new AppError(409, 'RECIPIENT_NOT_MEMBER', WALLET_MESSAGES.registerNotMember, 'phone');
  const balances = await balancesOf(ctx.db, { ...member, merchantId: merchant.id }, now);
  const available = input.asset === 'points' ? (balances?.activePointCents ?? 0) : (balances?.creditCents ?? 0);
  if (available < cents) throw notSufficient(input.asset);
  const options = await biometricOptionsFor(ctx.db, member, input.host);
  const useBiometric = options !== null;
  const contact = sender.phone ?? sender.email;
  if (!useBiometric && !contact) throw badRequest('Add a phone number to your profile to receive the code', 'phone');
  const code = newNumericCode(GIFT_CODE_LENGTH);
  const row = await ctx.db.transaction(async (tx) => {
    // One sender's requests are counted and added one at a time (the row lock), across processes.
    await lockUserRow(tx, member);
    const since = new Date(now.getTime() - GIFT_REQUEST_WINDOW_SECONDS * 1000);
    const [{ recent }] = await tx
      .select({ recent: count() })
      .from(giftRequests)
      .where(
        and(
          eq(giftRequests.tenantId, member.tenantId),
          eq(giftRequests.senderId, member.userId),
          gt(giftRequests.createdAt, since),
        ),
      );
    if (recent >= GIFT_REQUESTS_PER_WINDOW)
      throw tooMany(`Too many gifts were started; try again in ${GIFT_REQUEST_WINDOW_SECONDS / 60} minutes`);
    const base = {
      id: newId(),
      tenantId: member.tenantId,
      merchantId: merchant.id,
      senderId: member.userId,
      recipientId: recipient.id,
      asset: input.asset,
      amount: fromCents(cents),
    };
    const [inserted] = await tx
      .insert(giftRequests)
      .values({
        ...base,
        recipientPhone: phone,
        verification: useBiometric ? 'biometric' : 'sms',
        codeHash: useBiometric ? null : giftCodeHash(base, code),
        challenge: options?.challenge ?? null,
        expiresAt: new Date(now.getTime() + GIFT_CODE_TTL_SECONDS * 1000),
        createdAt: now,
      })
      .returning();
    if (!useBiometric && contact) {
      await ctx.outbox.enqueue(tx, {
        tenantId: member.tenantId,
        channel: sender.phone ? 'sms' : 'email',
        to: contact,
        subject: `${tenant.name}: Your gift code`,
        body: `${code} is your ${tenant.name} code to gift ${amountText(cents)} ${input.asset === 'points' ? merchant.loyaltyUnit.name : 'store credit'} to ${maskedPhone(phone)}. It expires in ${GIFT_CODE_TTL_SECONDS / 60} minutes. Do not share it.`,
      });
    }
    return inserted;
  });
  await ctx.outbox.flush(ctx.db, member.tenantId);
  return {
    dataId: row.id,
    verification: row.verification,
    expiresAt: row.expiresAt.toISOString(),
    sentTo:
      row.verification === 'sms' && contact
        ? sender.phone
          ? maskedPhone(contact)
          : contact.replace(/^(.).*@/, '$1***@')
        : null,
    webauthnOptions: options,
    recipient: recipientView(recipient),
    asset: row.asset,
    amount: row.amount,
  };
}

const GIFT_CODE_RULES = { maxAttempts: GIFT_CODE_MAX_ATTEMPTS, what: 'gift' };
const deadGift = (row: GiftRow | undefined, now: Date) => deadRequest(row, now, GIFT_CODE_RULES);

/** Takes the gift request with its code (src/server/lib/one-time-code.ts); a wrong code is a Refusal. */
function takeGiftWithCode(tx: Tx, row: GiftRow, code: string, now: Date) {
  const columns = {
    table: giftRequests,
    id: giftRequests.id,
    codeHash: giftRequests.codeHash,
    attempts: giftRequests.attempts,
    consumedAt: giftRequests.consumedAt,
    expiresAt: giftRequests.expiresAt,
  };
  return takeWithCode(tx, columns, row, { ...GIFT_CODE_RULES, expectedHash: giftCodeHash(row, code), now });
}

/**
 * Takes the gift request with a fresh WebAuthn assertion: the request's own challenge (used up here, whatever the
 * outcome), signed by a credential of the sender (biometric.ts).
 */
async function takeWithAssertion(
  tx: Tx,
  row: GiftRow,
  credential: AuthenticationResponseJSON,
  host: string,
  now: Date,
) {
  const [taken] = await tx
    .update(giftRequests)
    .set({ consumedAt: now })
    .where(and(eq(giftRequests.id, row.id), isNull(giftRequests.consumedAt), gt(giftRequests.expiresAt, now)))
    .returning();
  if (!taken || !taken.challenge) throw deadGift(row, now);
  const member = { tenantId: row.tenantId, userId: row.senderId };
  if (!(await assertionVerified(tx, { member, challenge: taken.challenge, credential, host, now })))
    return refuse(cantVerify());
  return null;
}

export async function confirmGift(
  ctx: Ctx,
  tenant: ResolvedTenant,
  member: repo.Member,
  input: StepUpConfirmation,
): Promise<GiftResult> {
  const now = ctx.clock();
  const { value } = await idempotent(
    ctx.db,
    { tenantId: tenant.id, owner: `member:${member.userId}`, key: input.idempotencyKey },
    { route: 'gift-confirm', dataId: input.dataId, code: input.code ?? null, credential: input.credential?.id ?? null },
    { now },
    async (tx) => {
      const [row] = await tx
        .select()
        .from(giftRequests)
        .where(
          and(
            eq(giftRequests.tenantId, tenant.id),
            eq(giftRequests.senderId, member.userId),
            eq(giftRequests.id, input.dataId),
          ),
        );
      if (!row) throw deadGift(undefined, now);
      let refusal;
      if (row.verification === 'sms') {
        if (!input.code) throw badRequest(WALLET_MESSAGES.codeRequired, 'code', 'CODE_REQUIRED');
        refusal = await takeGiftWithCode(tx, row, input.code, now);
      } else {
        if (!input.credential) throw badRequest('Confirm this gift with your biometrics (credential)', 'credential');
        refusal = await takeWithAssertion(tx, row, input.credential, input.host, now);
      }
      if (refusal) return refusal;
      const cents = centsOfNumeric(row.amount);
      const at = { tenantId: tenant.id, merchantId: row.merchantId };
      const members = await lockMembers(tx, at, [row.senderId, row.recipientId]);
      if (!members.has(row.recipientId))
        throw new AppError(409, 'RECIPIENT_NOT_MEMBER', WALLET_MESSAGES.registerNotMember, 'phone');
      const common = { ...at, asset: row.asset, actor: `member:${member.userId}`, at: now, reference: row.id };
      let balanceCents: number;
      let entryId: string;
      try {
        ({ entryId } = await post(tx, {
          ...common,
          userId: row.senderId,
          kind: 'gift_sent',
          amountCents: -cents,
          counterpartUserId: row.recipientId,
          idempotencyKey: input.idempotencyKey,
        }));
        const after = await balancesOf(tx, { ...at, userId: row.senderId }, now);
        balanceCents = row.asset === 'points' ? (after?.activePointCents ?? 0) : (after?.creditCents ?? 0);
      } catch (error) {
        throw error instanceof InsufficientBalance ? notSufficient(row.asset) : error;
      }
      await post(tx, {
        ...common,
        userId: row.recipientId,
        kind: 'gift_received',
        amountCents: cents,
        counterpartUserId: row.senderId,
      });
      return {
        entryId,
        asset: row.asset,
        amount: fromCents(cents),
        phone: row.recipientPhone,
        balance: fromCents(balanceCents),
        message: giftedMessage(row.recipientPhone, amountText(cents)),
      };
    },
  );
  return value;
}
