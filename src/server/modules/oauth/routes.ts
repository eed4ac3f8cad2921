import type { FastifyInstance } from 'fastify';
import * as api from '../../../shared/api/oauth';
import { route } from '../../lib/route';
import { sessionOf } from '../../plugins/auth';
import { finishAuthorization, listLinked, startAuthorization, unlink } from './service';

/**
 * Google and Facebook sign-in (seed 000 §2 identity methods, /social-login callback): real authorization-code
 * flows through arctic. Only for providers the tenant offers (login.methods and a client id), else 404.
 */
export async function oauthRoutes(app: FastifyInstance, options: { rateLimit: number }) {
  route(
    app,
    api.startOAuth,
    (request, reply) => startAuthorization(request, reply, request.params.provider, request.query.returnTo),
    // Each start stores a pending request: the per-IP ceiling of the login routes keeps that bounded.
    { config: { rateLimit: { max: options.rateLimit, timeWindow: '1 minute' } } },
  );

  route(app, api.finishOAuth, (request, reply) =>
    finishAuthorization(request, reply, request.params.provider, request.query),
  );

  route(app, api.listLinkedAccounts, async (request) => ({
    data: await listLinked(app.ctx.db, { tenantId: request.tenant.id, userId: sessionOf(request).user.id }),
  }));

  route(app, api.unlinkAccount, async (request) => {
    await unlink(app.ctx.db, { tenantId: request.tenant.id, user: sessionOf(request).user }, request.params.provider);
    return { data: true };
  });
}
