import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as api from '../../../shared/api/account';
import { biometricSetupError, biometricToggleWarning } from '../../../shared/rules/biometrics';
import { badRequest } from '../../lib/app-error';
import { route } from '../../lib/route';
import { sessionOf } from '../../plugins/auth';
import { userScopeOf } from './user-scope';
import { CHALLENGE_TTL_MS, registrationOptions, verifyRegistration } from './webauthn';
import * as repo from './webauthn-repository';

const hostOf = (request: FastifyRequest) => request.headers.host ?? '';

/**
 * Biometric setup (/webAuth): WebAuthn registration of a platform authenticator (verified by @simplewebauthn/server)
 * and the isVerifyBiometric switch. Biometric login itself is in ../auth/biometric-login.ts.
 */
export async function webauthnRoutes(app: FastifyInstance) {
  route(app, api.getBiometric, async (request) => ({
    data: await repo.biometricSwitch(app.ctx.db, userScopeOf(request)),
  }));

  route(app, api.getRegistrationOptions, async (request) => {
    const { user } = sessionOf(request);
    const scope = userScopeOf(request);
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
  });

  route(app, api.registerCredential, async (request) => {
    const scope = userScopeOf(request);
    const now = app.ctx.clock();
    const challenge = await repo.pendingRegistrationChallenge(app.ctx.db, scope, now);
    if (!challenge)
      throw badRequest('No registration is pending or it expired: ask for new registration options', 'challenge');
    const credential = await verifyRegistration(request.body, { challenge, host: hostOf(request) });
    await repo.registerCredential(app.ctx.db, scope, credential, now);
    return { data: await repo.biometricSwitch(app.ctx.db, scope) };
  });

  route(app, api.setBiometric, async (request) => {
    const scope = userScopeOf(request);
    const state = await repo.biometricSwitch(app.ctx.db, scope);
    const warning = request.body.isVerifyBiometric ? biometricToggleWarning(state.registered) : null;
    if (warning) throw badRequest(warning, 'isVerifyBiometric', 'NOT_REGISTERED');
    await repo.upsertBiometric(app.ctx.db, scope, { isVerifyBiometric: request.body.isVerifyBiometric });
    return { data: await repo.biometricSwitch(app.ctx.db, scope) };
  });

  route(app, api.resetCredentials, async (request) => {
    const scope = userScopeOf(request);
    await repo.forgetCredentials(app.ctx.db, scope);
    return { data: await repo.biometricSwitch(app.ctx.db, scope) };
  });
}
