import { createPublicKey, randomBytes } from 'node:crypto';
import { badRequest } from '../../lib/app-error';

/** A registration challenge lives this long: enough for a person to touch the sensor. */
export const CHALLENGE_TTL_MS = 2 * 60 * 1000;
/** COSE algorithms we accept: ES256 and RS256, the ones every platform authenticator offers. */
export const ACCEPTED_ALGORITHMS = [-7, -257] as const;

export const newChallenge = (): string => randomBytes(32).toString('base64url');

/** PublicKeyCredentialCreationOptions as JSON (binary fields base64url; the client decodes them). */
export function creationOptions(input: {
  challenge: string;
  rpName: string;
  rpId: string;
  userId: string;
  userName: string;
}) {
  return {
    challenge: input.challenge,
    rp: { name: input.rpName, id: input.rpId },
    user: {
      id: Buffer.from(input.userId).toString('base64url'),
      name: input.userName,
      displayName: input.userName,
    },
    pubKeyCredParams: ACCEPTED_ALGORITHMS.map((alg) => ({ type: 'public-key', alg })),
    timeout: CHALLENGE_TTL_MS,
    attestation: 'none',
    authenticatorSelection: {
      authenticatorAttachment: 'platform',
      userVerification: 'required',
      residentKey: 'preferred',
    },
  };
}

export interface RegistrationInput {
  credentialId: string;
  clientDataJSON: string;
  publicKey: string;
  algorithm: number;
}

/**
 * Checks what can be checked without an attestation statement (we ask for attestation 'none'): the client data is
 * a create ceremony for our challenge from this very host, and the public key is a real SPKI key of an accepted
 * algorithm. We keep the key so later assertions can be verified against it.
 */
export function verifyRegistration(
  input: RegistrationInput,
  expected: { challenge: string; host: string },
): { credentialId: string; publicKey: string; algorithm: string } {
  let client: { type?: unknown; challenge?: unknown; origin?: unknown };
  try {
    client = JSON.parse(Buffer.from(input.clientDataJSON, 'base64url').toString('utf8')) as typeof client;
  } catch {
    throw badRequest('clientDataJSON must be base64url-encoded JSON', 'clientDataJSON');
  }
  if (client.type !== 'webauthn.create')
    throw badRequest("clientDataJSON.type must be 'webauthn.create'", 'clientDataJSON');
  if (client.challenge !== expected.challenge)
    throw badRequest('The challenge does not match: ask for new registration options', 'clientDataJSON');
  let originHost = '';
  try {
    originHost = new URL(String(client.origin)).host;
  } catch {
    /* reported below */
  }
  if (originHost !== expected.host)
    throw badRequest(`clientDataJSON.origin must be this site (${expected.host})`, 'clientDataJSON');
  if (!(ACCEPTED_ALGORITHMS as readonly number[]).includes(input.algorithm))
    throw badRequest(`algorithm must be one of ${ACCEPTED_ALGORITHMS.join(', ')}`, 'algorithm');
  try {
    createPublicKey({ key: Buffer.from(input.publicKey, 'base64url'), format: 'der', type: 'spki' });
  } catch {
    throw badRequest('publicKey must be a base64url DER SubjectPublicKeyInfo', 'publicKey');
  }
  return { credentialId: input.credentialId, publicKey: input.publicKey, algorithm: String(input.algorithm) };
}
