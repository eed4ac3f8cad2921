/**
 * Biometric verification of money moves (seed 001 §6: gift, redeem and buy need it when the member has
 * isVerifyBiometric): the server hands out a WebAuthn challenge bound to the member and the action, and accepts the
 * action only with a fresh assertion signing it — never a client flag. Gifts keep their challenge on the gift
 * request (gifts.ts); redeems and store-credit purchases keep it in biometric_challenges. Both verify the assertion
 * through account/step-up.ts, as voucher purchases do.
 */
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { BiometricAction, BiometricChallenge } from '../../../shared/api/wallet';
import { WALLET_MESSAGES } from '../../../shared/rules/wallet-messages';
import type { ServerContext } from '../../context';
import type { Tx } from '../../db/client';
import { biometricChallenges } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { refuse, type Refusal } from '../../lib/idempotency';
import { assertionVerified, biometricOptionsFor, biometricRequired } from '../account/step-up';
import { challengeOf, CHALLENGE_TTL_MS } from '../account/webauthn';
import type { Member } from './repository';

export const cantVerify = () =>
  new AppError(401, 'BIOMETRIC_FAILED', WALLET_MESSAGES.cantVerifyBiometric, 'credential');

/** What a redeem or purchase request brings for the proof: the assertion (if any) and the host it was made on. */
export interface BiometricInput {
  credential?: AuthenticationResponseJSON;
  host: string;
}

interface ActionAt {
  member: Member;
  merchantId: string;
  action: BiometricAction;
}

/** Before a redeem or a purchase: a challenge for it when biometrics are on, else 'none'. */
export async function biometricChallengeFor(
  ctx: Pick<ServerContext, 'db' | 'clock'>,
  at: ActionAt,
  host: string,
): Promise<BiometricChallenge> {
  const options = await biometricOptionsFor(ctx.db, at.member, host);
  if (!options) return { verification: 'none', webauthnOptions: null };
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    // A challenge is never looked at once expired: drop those here so the table holds only live ones.
    await tx.delete(biometricChallenges).where(lte(biometricChallenges.expiresAt, now));
    await tx.insert(biometricChallenges).values({
      id: newId(),
      tenantId: at.member.tenantId,
      merchantId: at.merchantId,
      userId: at.member.userId,
      action: at.action,
      challenge: options.challenge,
      expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
      createdAt: now,
    });
  });
  return { verification: 'biometric', webauthnOptions: options };
}

/**
 * In the transaction of a redeem or purchase: nothing to prove when biometrics are off; otherwise the credential
 * must sign a live challenge handed out for this member, merchant and action. The challenge is used up whatever
 * the outcome (a failure is a Refusal, so that commits).
 */
export async function requireBiometricProof(
  tx: Tx,
  at: ActionAt & BiometricInput & { now: Date },
): Promise<Refusal | null> {
  if (!(await biometricRequired(tx, at.member))) return null;
  if (!at.credential)
    throw new AppError(
      401,
      'BIOMETRIC_REQUIRED',
      'Your biometrics are on: confirm with them (a fresh assertion of POST …/biometric-challenges)',
      'credential',
    );
  const [taken] = await tx
    .update(biometricChallenges)
    .set({ consumedAt: at.now })
    .where(
      and(
        eq(biometricChallenges.tenantId, at.member.tenantId),
        eq(biometricChallenges.userId, at.member.userId),
        eq(biometricChallenges.merchantId, at.merchantId),
        eq(biometricChallenges.action, at.action),
        eq(biometricChallenges.challenge, challengeOf(at.credential.response.clientDataJSON)),
        isNull(biometricChallenges.consumedAt),
        gt(biometricChallenges.expiresAt, at.now),
      ),
    )
    .returning();
  if (!taken) return refuse(cantVerify());
  const proof = {
    member: at.member,
    challenge: taken.challenge,
    credential: at.credential,
    host: at.host,
    now: at.now,
  };
  return (await assertionVerified(tx, proof)) ? null : refuse(cantVerify());
}
