import type { Static } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type * as api from '../../../shared/api/auth';
import { AUTHENTICATOR_TRANSPORTS, type AuthenticationOptions } from '../../../shared/api/webauthn';
import { AppError, badRequest } from '../../lib/app-error';
import { CHALLENGE_TTL_MS, authenticationOptions, challengeOf, verifyAssertion } from '../account/webauthn';
import * as webauthnRepo from '../account/webauthn-repository';
import { parseIdentity, type IdentityInput } from './identity-input';
import { requireTerms, startSession } from './service';
import { findMemberById, findMemberByIdentity } from './users-repository';

const hostOf = (request: FastifyRequest) => request.headers.host ?? '';

/** Biometric login works only while the member keeps verification on (seed 000 §3 isVerifyBiometric). */
async function biometricOn(request: FastifyRequest, userId: string): Promise<boolean> {
  const state = await webauthnRepo.biometricState(request.server.ctx.db, { tenantId: request.tenant.id, userId });
  return state.credentials > 0 && Boolean(state.settings?.isVerifyBiometric);
}

const notSetUp = (field: string) =>
  new AppError(
    403,
    'BIOMETRIC_NOT_SET',
    'Biometric login is not switched on for this member: log in with password and set it up under Touch ID / Face ID',
    field,
  );

/**
 * Options for navigator.credentials.get. With a phone or e-mail, only that member's credentials are allowed (and the
 * member must have biometric login on); without one the browser offers the discoverable credentials it holds for
 * this site. The challenge is stored for CHALLENGE_TTL_MS and works once.
 */
export async function biometricOptions(
  request: FastifyRequest,
  input: IdentityInput,
): Promise<Static<typeof AuthenticationOptions>> {
  const { db, clock } = request.server.ctx;
  const tenantId = request.tenant.id;
  let userId: string | null = null;
  let allow: { id: string; transports: string[] }[] = [];
  if (input.phone !== undefined || input.email !== undefined) {
    const identity = parseIdentity(input);
    const user = await findMemberByIdentity(db, tenantId, identity);
    if (!user) throw new AppError(404, 'NOT_FOUND', `No member with this ${identity.kind} here`, identity.kind);
    if (!(await biometricOn(request, user.id))) throw notSetUp(identity.kind);
    userId = user.id;
    allow = await webauthnRepo.credentialDescriptors(db, { tenantId, userId });
  }
  const options = await authenticationOptions({ host: hostOf(request), allow });
  const now = clock();
  await webauthnRepo.insertLoginChallenge(
    db,
    { challenge: options.challenge, tenantId, userId, expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS) },
    now,
  );
  // The library types transports as any string; the browser's startAuthentication() takes only the known ones.
  const allowCredentials = options.allowCredentials?.map(({ id, transports }) => ({
    id,
    type: 'public-key' as const,
    transports: transports?.filter(isAuthenticatorTransport),
  }));
  return { ...options, allowCredentials };
}

type Transport = (typeof AUTHENTICATOR_TRANSPORTS)[number];
const isAuthenticatorTransport = (value: string): value is Transport =>
  (AUTHENTICATOR_TRANSPORTS as readonly string[]).includes(value);

const unknownCredential = () =>
  new AppError(
    401,
    'UNKNOWN_CREDENTIAL',
    'This credential is not registered here: log in with password',
    'credential.id',
  );

/**
 * Biometric login: the signed assertion from startAuthentication() becomes the same session as a password login.
 * Order of checks: our live challenge (used up at once, so a replay finds nothing), a credential of this tenant (of
 * the member the options named, if any), biometric login still on, then the signature, user verification, origin,
 * RP ID and counter.
 */
export async function biometricLogin(request: FastifyRequest, input: Static<typeof api.biometricLogin.body>) {
  const { db, clock } = request.server.ctx;
  const tenantId = request.tenant.id;
  requireTerms(request.tenant, input.isTermChecked);
  const { credential } = input;
  if (credential.id !== credential.rawId)
    throw badRequest('credential.rawId must equal credential.id', 'credential.rawId');
  const challenge = challengeOf(credential.response.clientDataJSON);
  const now = clock();
  const pending = await webauthnRepo.consumeLoginChallenge(db, tenantId, challenge, now);
  if (!pending) {
    throw badRequest(
      'This biometric login was not started here, was used already or expired: ask for new options',
      'credential.response.clientDataJSON',
      'CHALLENGE_EXPIRED',
    );
  }
  const stored = await webauthnRepo.findCredential(db, tenantId, credential.id);
  if (!stored || (pending.userId !== null && pending.userId !== stored.userId)) throw unknownCredential();
  // A discoverable credential names its user: it must be the one the key was registered for.
  const handle = credential.response.userHandle;
  if (handle && Buffer.from(handle, 'base64url').toString('utf8') !== stored.userId) throw unknownCredential();
  const user = await findMemberById(db, tenantId, stored.userId);
  if (!user) throw unknownCredential();
  if (!(await biometricOn(request, user.id))) throw notSetUp('credential.id');
  const newCounter = await verifyAssertion(credential, {
    challenge: pending.challenge,
    host: hostOf(request),
    credential: stored,
  });
  const key = { tenantId, credentialId: stored.credentialId };
  if (!(await webauthnRepo.advanceCounter(db, key, stored.counter, newCounter, now))) {
    throw new AppError(
      401,
      'BIOMETRIC_FAILED',
      'Biometric login failed: the credential was used concurrently',
      'credential',
    );
  }
  return startSession(request, user);
}
