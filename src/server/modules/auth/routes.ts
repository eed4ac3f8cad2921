import type { FastifyInstance } from 'fastify';
import * as api from '../../../shared/api/auth';
import { route } from '../../lib/route';
import { sessionOf } from '../../plugins/auth';
import { biometricLogin, biometricOptions } from './biometric-login';
import { memberNumberLogin } from './member-number-login';
import { posCheckPhone, posLogin } from './pos';
import * as auth from './service';
import { revokeAllSessions, revokeSession } from './tokens';

export async function authRoutes(app: FastifyInstance, options: { codeRateLimit: number }) {
  // Per tenant and client address on code, login and lookup routes (counted in the database, so across processes), on
  // top of the per-identity code count and the per-account login back-off.
  const limited = { config: { rateLimit: { max: options.codeRateLimit, timeWindow: '1 minute' } } };

  route(
    app,
    api.checkIdentity,
    async (request) => ({ data: { next: await auth.checkIdentity(request, request.body) } }),
    limited,
  );
  route(
    app,
    api.requestCode,
    async (request) => ({ data: await auth.requestLoginCode(request, request.body) }),
    limited,
  );
  route(app, api.resendCode, async (request) => ({ data: await auth.resendCode(request, request.body) }), limited);
  route(app, api.verifyCode, async (request) => ({ data: await auth.verifyCodeLogin(request, request.body) }), limited);
  route(
    app,
    api.passwordLogin,
    async (request) => ({ data: await auth.passwordLogin(request, request.body) }),
    limited,
  );
  route(app, api.signUp, async (request) => ({ data: await auth.signup(request, request.body) }), limited);
  route(app, api.guestLogin, async (request) => ({ data: await auth.guestLogin(request, request.body) }), limited);

  route(app, api.logOut, async (request) => {
    await revokeSession(
      app.ctx.db,
      { tenantId: request.tenant.id, sessionId: sessionOf(request).sessionId },
      app.ctx.clock(),
    );
    return { data: true };
  });

  route(app, api.revokeAllTokens, async (request) => ({
    data: {
      revoked: await revokeAllSessions(
        app.ctx.db,
        { tenantId: request.tenant.id, userId: sessionOf(request).user.id },
        app.ctx.clock(),
      ),
    },
  }));

  route(
    app,
    api.requestPasswordReset,
    async (request) => ({ data: await auth.requestPasswordReset(request, request.body) }),
    limited,
  );
  route(
    app,
    api.confirmPasswordReset,
    async (request) => ({ data: await auth.confirmPasswordReset(request, request.body) }),
    limited,
  );

  route(app, api.posCheckPhone, async (request) => ({ data: await posCheckPhone(request, request.body) }), limited);
  route(app, api.posLogin, async (request) => ({ data: await posLogin(request, request.body) }), limited);

  route(
    app,
    api.biometricOptions,
    async (request) => ({ data: await biometricOptions(request, request.body) }),
    limited,
  );
  route(app, api.biometricLogin, async (request) => ({ data: await biometricLogin(request, request.body) }), limited);
  route(
    app,
    api.memberNumberLogin,
    async (request) => ({ data: await memberNumberLogin(request, request.body) }),
    limited,
  );
}
