/**
 * The verification a member's voucher action asks for — buying and gifting alike (seed 001 §4 buy flow; §6
 * "Biometric verification is required for gift, redeem and buy"): biometrics when the member has them on (a fresh
 * WebAuthn assertion), else a 4-digit SMS code when the merchant requires one and has tickets left, else the member
 * is sent to /webAuth; a merchant that requires nothing asks for 'none'. Each action keeps its requests in its own
 * table (voucher_purchase_requests, voucher_gift_requests); this module plans, sends and takes them the same way.
 */
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { VOUCHER_CODE_MAX_ATTEMPTS, VOUCHER_CODE_TTL_SECONDS } from '../../../shared/constants/vouchers';
import { VOUCHER_MESSAGES } from '../../../shared/rules/voucher-messages';
import type { ServerContext } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import { timestamptz } from '../../db/sql-values';
import { AppError, badRequest } from '../../lib/app-error';
import { refuse, type Refusal } from '../../lib/idempotency';
import { deadRequest, takeWithCode, type CodeRequestColumns, type CodeRequestRow } from '../../lib/one-time-code';
import { assertionVerified, biometricOptionsFor } from '../account/step-up';
import * as walletRepo from '../wallet/repository';
import { maskedPhone } from '../wallet/views';
import * as repo from './repository';

type Member = { tenantId: string; userId: string };
export type Verification = 'none' | 'sms' | 'biometric';

export const webAuthRequired = () =>
  new AppError(409, 'WEBAUTH_REQUIRED', 'Verify your identity: turn on biometric verification at /webAuth');

const cantVerify = () => new AppError(401, 'BIOMETRIC_FAILED', VOUCHER_MESSAGES.cantVerifyBiometric, 'credential');

export interface VerificationPlan {
  verification: Verification;
  /** biometric: the WebAuthn request options whose challenge the request keeps. */
  webauthnOptions: Awaited<ReturnType<typeof biometricOptionsFor>>;
  /** sms: the member's own phone, where the code goes. */
  phone: string | null;
}

/** Which verification the member's action at `merchantId` asks for (409 WEBAUTH_REQUIRED when a code cannot go). */
export async function planVerification(
  db: DbOrTx,
  member: Member,
  merchantId: string,
  host: string,
): Promise<VerificationPlan> {
  const webauthnOptions = await biometricOptionsFor(db, member, host);
  if (webauthnOptions) return { verification: 'biometric', webauthnOptions, phone: null };
  const settings = await repo.settingsOf(db, member.tenantId, merchantId);
  if (!settings?.isClaimVoucherVerification) return { verification: 'none', webauthnOptions: null, phone: null };
  const user = await walletRepo.userById(db, member.tenantId, member.userId);
  if (!user?.phone) throw webAuthRequired();
  return { verification: 'sms', webauthnOptions: null, phone: user.phone };
}

/**
 * In the transaction that stores the request: an 'sms' plan takes one of the merchant's tickets (none left: the
 * member goes to /webAuth instead) and queues `text` to the member's own phone.
 */
export async function sendCodeIfAsked(
  tx: Tx,
  outbox: ServerContext['outbox'],
  plan: VerificationPlan,
  to: { tenantId: string; merchantId: string },
  text: { subject: string; body: string },
) {
  if (plan.verification !== 'sms' || !plan.phone) return;
  if (!(await repo.takeTicket(tx, to.tenantId, to.merchantId))) throw webAuthRequired();
  await outbox.enqueue(tx, { tenantId: to.tenantId, channel: 'sms', to: plan.phone, ...text });
}

/** A new request's verification columns: the plan, the code's hash (sms), the challenge (biometric), its expiry. */
export const verificationFields = (plan: VerificationPlan, hashOfCode: () => string, now: Date) => ({
  verification: plan.verification,
  codeHash: plan.verification === 'sms' ? hashOfCode() : null,
  challenge: plan.webauthnOptions?.challenge ?? null,
  expiresAt: new Date(now.getTime() + VOUCHER_CODE_TTL_SECONDS * 1000),
  createdAt: now,
});

/** The part of a request's answer that tells the client how to confirm it. */
export const verificationView = (plan: VerificationPlan) => ({
  verification: plan.verification,
  sentTo: plan.verification === 'sms' && plan.phone ? maskedPhone(plan.phone) : null,
  webauthnOptions: plan.webauthnOptions,
});

/** The columns a verified request table has: a code-confirmed one's, plus the WebAuthn challenge. */
export interface VerifiedRequestColumns extends CodeRequestColumns {
  challenge: PgColumn;
}

export interface VerifiedRequestRow extends CodeRequestRow {
  tenantId: string;
  userId: string;
  verification: Verification;
}

export interface Proof {
  code?: string;
  credential?: AuthenticationResponseJSON;
  host: string;
}

/** Takes a request without a code (biometric or none) once while live: its stored challenge. */
async function takeOnce(tx: Tx, columns: VerifiedRequestColumns, row: VerifiedRequestRow, what: string, now: Date) {
  const { table, id, consumedAt, expiresAt, challenge } = columns;
  const at = timestamptz(now);
  const result = await tx.execute(sql`
    update ${table} set ${sql.identifier(consumedAt.name)} = ${at}
    where ${id} = ${row.id} and ${consumedAt} is null and ${expiresAt} > ${at}
    returning ${challenge} as challenge`);
  const [taken] = (result as unknown as { rows: { challenge: string | null }[] }).rows;
  if (!taken) throw deadRequest(row, now, { maxAttempts: VOUCHER_CODE_MAX_ATTEMPTS, what });
  return taken.challenge ?? '';
}

/**
 * Verifies and takes `row` in the way it asked for: the code whose hash (`hashOf`, binding everything the request
 * does) matches, or a fresh assertion of its challenge. null when taken; a Refusal when the code or assertion is
 * wrong (its attempt is committed while the answer fails); a request that is not live throws.
 */
export async function takeVerified(
  tx: Tx,
  columns: VerifiedRequestColumns,
  row: VerifiedRequestRow,
  input: { proof: Proof; hashOf: (code: string) => string; what: string; now: Date },
): Promise<Refusal | null> {
  const { proof, what, now } = input;
  const rules = { maxAttempts: VOUCHER_CODE_MAX_ATTEMPTS, what };
  if (row.verification === 'sms') {
    if (!proof.code) throw badRequest(VOUCHER_MESSAGES.required, 'code', 'CODE_REQUIRED');
    return takeWithCode(tx, columns, row, { ...rules, expectedHash: input.hashOf(proof.code), now });
  }
  if (row.verification === 'biometric' && !proof.credential)
    throw badRequest(`Confirm this ${what} with your biometrics (credential)`, 'credential');
  const challenge = await takeOnce(tx, columns, row, what, now);
  if (row.verification === 'none') return null;
  const verified = await assertionVerified(tx, {
    member: { tenantId: row.tenantId, userId: row.userId },
    challenge,
    credential: proof.credential!,
    host: proof.host,
    now,
  });
  return verified ? null : refuse(cantVerify());
}
