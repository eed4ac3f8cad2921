import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { AUTHENTICATOR_TRANSPORTS, type CreationOptions } from '../../../shared/api/webauthn';
import { AppError, badRequest } from '../../lib/app-error';

/** A challenge lives this long: enough for a person to find the sensor and touch it. */
export const CHALLENGE_TTL_MS = 2 * 60 * 1000;
/** COSE algorithms we accept: ES256 and RS256, the ones every platform authenticator offers. */
export const ACCEPTED_ALGORITHMS = [-7, -257];

/** The RP ID is the tenant's host name: credentials then belong to one merchant app and cannot cross tenants. */
export const rpIdOf = (host: string): string => host.replace(/:\d+$/, '');

/**
 * Origins an assertion may come from: this very host. TLS may end at a proxy in front of us, so the scheme the
 * browser saw is not known here; the host (which the browser bound the credential to) is what matters.
 */
export const originsOf = (host: string): string[] => [`https://${host}`, `http://${host}`];

/** Body schema of biometric login (auth module), from the one WebAuthn wire contract. */
export { AuthenticationResponse as authenticationResponseSchema } from '../../../shared/api/webauthn';

type Transport = (typeof AUTHENTICATOR_TRANSPORTS)[number];
const isKnownTransport = (value: string): value is Transport =>
  (AUTHENTICATOR_TRANSPORTS as readonly string[]).includes(value);

/**
 * A stored credential as the browser's allow or exclude lists take it. The library types transports as any string;
 * startRegistration() and startAuthentication() take only the known ones.
 */
export const describeCredential = ({ id, transports }: { id: string; transports?: string[] }) => ({
  id,
  type: 'public-key' as const,
  transports: transports?.filter(isKnownTransport),
});

/** PublicKeyCredentialCreationOptionsJSON for startRegistration(): a platform authenticator with user verification. */
export async function registrationOptions(input: {
  rpName: string;
  host: string;
  userId: string;
  userName: string;
  exclude: { id: string; transports: string[] }[];
}): Promise<CreationOptions> {
  const options = await generateRegistrationOptions({
    rpName: input.rpName,
    rpID: rpIdOf(input.host),
    userID: new Uint8Array(Buffer.from(input.userId)),
    userName: input.userName,
    timeout: CHALLENGE_TTL_MS,
    attestationType: 'none',
    excludeCredentials: input.exclude,
    // Discoverable when the device can: the login screen then works without a phone or e-mail filled in.
    authenticatorSelection: {
      authenticatorAttachment: 'platform',
      userVerification: 'required',
      residentKey: 'preferred',
    },
    supportedAlgorithmIDs: ACCEPTED_ALGORITHMS,
  });
  return { ...options, excludeCredentials: options.excludeCredentials?.map(describeCredential) };
}

/** PublicKeyCredentialRequestOptionsJSON for startAuthentication(); no allowCredentials means discoverable. */
export function authenticationOptions(input: { host: string; allow: { id: string; transports: string[] }[] }) {
  return generateAuthenticationOptions({
    rpID: rpIdOf(input.host),
    allowCredentials: input.allow,
    userVerification: 'required',
    timeout: CHALLENGE_TTL_MS,
  });
}

/** The challenge the browser signed, read from clientDataJSON (so a login challenge can be looked up). */
export function challengeOf(clientDataJSON: string): string {
  try {
    const client = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown };
    if (typeof client.challenge === 'string' && client.challenge) return client.challenge;
  } catch {
    /* reported below */
  }
  throw badRequest('response.clientDataJSON must be base64url-encoded client data JSON', 'response.clientDataJSON');
}

/** Which field a verification error from the library is about (clear 4xx naming the field). */
function fieldOfError(message: string): string {
  if (/challenge|origin|type/i.test(message)) return 'response.clientDataJSON';
  if (/signature/i.test(message)) return 'response.signature';
  if (/credential id|rawId|\bid\b/i.test(message)) return 'id';
  return 'response.authenticatorData';
}

export interface StoredCredential {
  credentialId: string;
  publicKey: string;
  algorithm: string;
  counter: number;
  transports: string[];
}

/**
 * Registration ceremony check (attestation 'none'): client data is a create ceremony for our challenge from this
 * host, the authenticator data is for our RP ID with user presence and verification, and the key is of an accepted
 * algorithm. What it returns is what a later biometric login verifies against.
 */
export async function verifyRegistration(
  response: RegistrationResponseJSON,
  expected: { challenge: string; host: string },
): Promise<StoredCredential> {
  let result: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    result = await verifyRegistrationResponse({
      response,
      expectedChallenge: expected.challenge,
      expectedOrigin: originsOf(expected.host),
      expectedRPID: rpIdOf(expected.host),
      requireUserVerification: true,
      supportedAlgorithmIDs: ACCEPTED_ALGORITHMS,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw badRequest(`Registration could not be verified: ${message}`, fieldOfError(message), 'WEBAUTHN_INVALID');
  }
  if (!result.verified) throw badRequest('Registration could not be verified', 'response', 'WEBAUTHN_INVALID');
  const { credential } = result.registrationInfo;
  const algorithm = response.response.publicKeyAlgorithm;
  return {
    credentialId: credential.id,
    publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    algorithm: String(algorithm ?? ''),
    counter: credential.counter,
    transports: credential.transports ?? [],
  };
}

/**
 * Assertion check for biometric login: our challenge, this host, our RP ID, user verified (the fingerprint or face
 * really was checked), a valid signature by the stored key and a signature counter that moved forward (a cloned
 * authenticator shows up as a counter going back). Returns the new counter to store.
 */
export async function verifyAssertion(
  response: AuthenticationResponseJSON,
  expected: { challenge: string; host: string; credential: StoredCredential },
): Promise<number> {
  try {
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: expected.challenge,
      expectedOrigin: originsOf(expected.host),
      expectedRPID: rpIdOf(expected.host),
      requireUserVerification: true,
      credential: {
        id: expected.credential.credentialId,
        publicKey: new Uint8Array(Buffer.from(expected.credential.publicKey, 'base64url')),
        counter: expected.credential.counter,
        transports: expected.credential.transports,
      },
    });
    if (!result.verified) throw new Error('the signature does not match the registered key');
    return result.authenticationInfo.newCounter;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new AppError(401, 'BIOMETRIC_FAILED', `Biometric login failed: ${message}`, fieldOfError(message));
  }
}
