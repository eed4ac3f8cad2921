/**
 * Step-up verification of a member's money actions (seed 001 §4, §6: "Biometric verification is required for gift,
 * redeem and buy when the user has isVerifyBiometric"): whether the member confirms with a fresh WebAuthn assertion,
 * and checking that assertion. Used by the wallet's gifts and the voucher purchases, each with its own request table.
 */
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { DbOrTx, Tx } from '../../db/client';
import type { UserScope } from './repository';
import { authenticationOptions, challengeOf, verifyAssertion } from './webauthn';
import * as webauthnRepo from './webauthn-repository';

/** What confirms a verified request (a gift, a purchase): its code or a fresh assertion, once per key. */
export interface StepUpConfirmation {
  dataId: string;
  code?: string;
  credential?: AuthenticationResponseJSON;
  idempotencyKey: string;
  host: string;
}

/** The member verifies money actions with biometrics: the switch is on and there is a credential to sign with. */
export async function biometricRequired(db: DbOrTx, member: UserScope): Promise<boolean> {
  const biometric = await webauthnRepo.biometricState(db, member);
  return biometric.credentials > 0 && Boolean(biometric.settings?.isVerifyBiometric);
}

/** WebAuthn request options when the member verifies with biometrics (a credential and the switch on); else null. */
export async function biometricOptionsFor(db: DbOrTx, member: UserScope, host: string) {
  if (!(await biometricRequired(db, member))) return null;
  return authenticationOptions({ host, allow: await webauthnRepo.credentialDescriptors(db, member) });
}

/**
 * True when `credential` is a fresh assertion of `challenge` (the request's own, already taken by the caller) signed
 * by a credential of the member, user verified, its counter moving forward (the counter is advanced here).
 */
export async function assertionVerified(
  tx: Tx,
  input: { member: UserScope; challenge: string; credential: AuthenticationResponseJSON; host: string; now: Date },
): Promise<boolean> {
  const { member, challenge, credential, host, now } = input;
  if (challengeOf(credential.response.clientDataJSON) !== challenge) return false;
  const stored = await webauthnRepo.findCredential(tx, member.tenantId, credential.id);
  if (!stored || stored.userId !== member.userId) return false;
  let newCounter: number;
  try {
    newCounter = await verifyAssertion(credential, { challenge, host, credential: stored });
  } catch {
    return false;
  }
  const key = { tenantId: member.tenantId, credentialId: stored.credentialId };
  return webauthnRepo.advanceCounter(tx, key, stored.counter, newCounter, now);
}
