import type { FastifyInstance, FastifyRequest } from 'fastify';
import { biometricSetupError, biometricToggleWarning } from '../../../shared/rules/biometrics';
import { badRequest } from '../../lib/app-error';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { dataOf, errorResponses } from '../../lib/schemas';
import { requireUser } from '../auth/require-user';
import { biometricSchema, obj, security, tags } from './schemas';
import { CHALLENGE_TTL_MS, registrationOptions, registrationResponseSchema, verifyRegistration } from './webauthn';
import * as repo from './webauthn-repository';

const hostOf = (request: FastifyRequest) => request.headers.host ?? '';

/**
 * Biometric setup (/webAuth): WebAuthn registration of a platform authenticator (verified by @simplewebauthn/server)
 * and the isVerifyBiometric switch. Biometric login itself is in ../auth/biometric-login.ts.
 */
export async function webauthnRoutes(app: FastifyInstance) {
  const session = async (request: FastifyRequest) => {
    const { user } = await requireUser(request);
    return { user, scope: { tenantId: request.tenant.id, userId: user.id } };
  };
  const stateOf = async (scope: repo.UserScope) => {
    const { settings, credentials } = await repo.biometricState(app.ctx.db, scope);
    return { registered: credentials > 0, isVerifyBiometric: credentials > 0 && Boolean(settings?.isVerifyBiometric) };
  };

  app.get('/me/biometric', {
    schema: {
      tags,
      security,
      summary: 'Whether a credential is registered and biometric verification is on',
      response: { 200: dataOf(biometricSchema), ...errorResponses },
    },
    handler: async (request) => ({ data: await stateOf((await session(request)).scope) }),
  });

  app.post('/me/webauthn/registration-options', {
    schema: {
      tags,
      security,
      summary: 'Creation options for navigator.credentials.create (needs a verified e-mail or phone)',
      response: { 200: dataOf({ type: 'object', additionalProperties: true }), ...errorResponses },
    },
    handler: async (request) => {
      const { user, scope } = await session(request);
      const refusal = biometricSetupError(user);
      if (refusal) throw badRequest(refusal.message, 'user', 'CANT_VERIFY');
      const options = await registrationOptions({
        rpName: request.tenant.name,
        host: hostOf(request),
        userId: user.id,
        userName: user.email ?? user.phone ?? user.id,
        // The same authenticator twice would only add a duplicate: the browser refuses it up front.
        exclude: await repo.credentialDescriptors(app.ctx.db, scope),
      });
      await repo.upsertBiometric(app.ctx.db, scope, {
        challenge: options.challenge,
        challengeExpiresAt: new Date(app.ctx.clock().getTime() + CHALLENGE_TTL_MS),
      });
      return { data: options };
    },
  });

  app.post<{ Body: RegistrationResponseJSON }>('/me/webauthn/registration', {
    schema: {
      tags,
      security,
      summary:
        'Verify the new credential (startRegistration() result), store its public key and switch biometric verification on',
      body: registrationResponseSchema,
      response: { 200: dataOf(biometricSchema), ...errorResponses },
    },
    handler: async (request) => {
      const { scope } = await session(request);
      const { settings } = await repo.biometricState(app.ctx.db, scope);
      const now = app.ctx.clock();
      if (!settings?.challenge || !settings.challengeExpiresAt || settings.challengeExpiresAt < now)
        throw badRequest('No registration is pending or it expired: ask for new registration options', 'challenge');
      const credential = await verifyRegistration(request.body, {
        challenge: settings.challenge,
        host: hostOf(request),
      });
      // The key and the switch change together (yes on /webAuth = registered and enabled), and the challenge dies.
      await app.ctx.db.transaction(async (tx) => {
        await repo.insertCredential(tx, scope, credential, now);
        await repo.upsertBiometric(tx, scope, { isVerifyBiometric: true, challenge: null, challengeExpiresAt: null });
      });
      return { data: await stateOf(scope) };
    },
  });

  app.put<{ Body: { isVerifyBiometric: boolean } }>('/me/biometric', {
    schema: {
      tags,
      security,
      summary: 'Switch biometric verification on or off (on needs a registered credential)',
      body: obj({ isVerifyBiometric: { type: 'boolean' } }, ['isVerifyBiometric']),
      response: { 200: dataOf(biometricSchema), ...errorResponses },
    },
    handler: async (request) => {
      const { scope } = await session(request);
      const state = await stateOf(scope);
      const warning = request.body.isVerifyBiometric ? biometricToggleWarning(state.registered) : null;
      if (warning) throw badRequest(warning, 'isVerifyBiometric', 'NOT_REGISTERED');
      await repo.upsertBiometric(app.ctx.db, scope, { isVerifyBiometric: request.body.isVerifyBiometric });
      return { data: await stateOf(scope) };
    },
  });

  app.delete('/me/webauthn', {
    schema: {
      tags,
      security,
      summary: 'Reset identity: forget every registered credential and switch verification off',
      response: { 200: dataOf(biometricSchema), ...errorResponses },
    },
    handler: async (request) => {
      const { scope } = await session(request);
      await app.ctx.db.transaction(async (tx) => {
        await repo.deleteCredentials(tx, scope);
        await repo.upsertBiometric(tx, scope, { isVerifyBiometric: false, challenge: null, challengeExpiresAt: null });
      });
      return { data: await stateOf(scope) };
    },
  });
}
