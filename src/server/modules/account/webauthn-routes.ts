import type { FastifyInstance, FastifyRequest } from 'fastify';
import { biometricSetupError, biometricToggleWarning } from '../../../shared/rules/biometrics';
import { badRequest } from '../../lib/app-error';
import { dataOf, errorResponses, str } from '../../lib/schemas';
import { requireUser } from '../auth/require-user';
import * as repo from './repository';
import { biometricSchema, obj, security, tags } from './schemas';
import {
  CHALLENGE_TTL_MS,
  creationOptions,
  newChallenge,
  verifyRegistration,
  type RegistrationInput,
} from './webauthn';

const hostOf = (request: FastifyRequest) => request.headers.host ?? '';

/** Biometric setup (/webAuth): WebAuthn registration of a platform authenticator and the isVerifyBiometric switch. */
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
      const challenge = newChallenge();
      await repo.upsertBiometric(app.ctx.db, scope, {
        challenge,
        challengeExpiresAt: new Date(app.ctx.clock().getTime() + CHALLENGE_TTL_MS),
      });
      const rpId = hostOf(request).replace(/:\d+$/, '');
      const userName = user.email ?? user.phone ?? user.id;
      return { data: creationOptions({ challenge, rpName: request.tenant.name, rpId, userId: user.id, userName }) };
    },
  });

  app.post<{ Body: RegistrationInput }>('/me/webauthn/registration', {
    schema: {
      tags,
      security,
      summary: 'Store the new credential (id and public key) and switch biometric verification on',
      body: obj(
        {
          credentialId: str(1024, { minLength: 16, pattern: '^[A-Za-z0-9_-]+$' }),
          clientDataJSON: str(4096, { minLength: 2 }),
          publicKey: str(4096, { minLength: 16, pattern: '^[A-Za-z0-9_-]+$' }),
          algorithm: { type: 'integer' },
        },
        ['credentialId', 'clientDataJSON', 'publicKey', 'algorithm'],
      ),
      response: { 200: dataOf(biometricSchema), ...errorResponses },
    },
    handler: async (request) => {
      const { scope } = await session(request);
      const { settings } = await repo.biometricState(app.ctx.db, scope);
      const now = app.ctx.clock();
      if (!settings?.challenge || !settings.challengeExpiresAt || settings.challengeExpiresAt < now)
        throw badRequest('No registration is pending or it expired: ask for new registration options', 'challenge');
      const credential = verifyRegistration(request.body, { challenge: settings.challenge, host: hostOf(request) });
      await repo.insertCredential(app.ctx.db, scope, credential, now);
      await repo.upsertBiometric(app.ctx.db, scope, {
        isVerifyBiometric: true,
        challenge: null,
        challengeExpiresAt: null,
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
      await repo.deleteCredentials(app.ctx.db, scope);
      await repo.upsertBiometric(app.ctx.db, scope, {
        isVerifyBiometric: false,
        challenge: null,
        challengeExpiresAt: null,
      });
      return { data: await stateOf(scope) };
    },
  });
}
