import type { FastifyInstance } from 'fastify';
import type { SocialProvider } from '../../../shared/tenant/resolve-tenant';
import { dataOf, errorResponses, okSchema, str } from '../../lib/schemas';
import { requireUser } from '../auth/require-user';
import { finishAuthorization, listLinked, startAuthorization, unlink, type CallbackQuery } from './service';

const tags = ['oauth'];
const providerParams = {
  type: 'object',
  additionalProperties: false,
  required: ['provider'],
  properties: { provider: { type: 'string', enum: ['google', 'facebook'] } },
} as const;
const redirectResponse = { 302: { type: 'null', description: 'Redirect (Location header)' }, ...errorResponses };
const linkedSchema = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      provider: { type: 'string', enum: ['google', 'facebook'] },
      email: { type: ['string', 'null'] },
      linkedAt: { type: 'string', format: 'date-time' },
    },
  },
};

/**
 * Google and Facebook sign-in (seed 000 §2 identity methods, /social-login callback): real authorization-code
 * flows through arctic. Only for providers the tenant offers (login.methods and a client id), else 404.
 */
export async function oauthRoutes(app: FastifyInstance, options: { rateLimit: number }) {
  app.get<{ Params: { provider: SocialProvider }; Querystring: { returnTo?: string } }>('/oauth/:provider/start', {
    // Each start stores a pending request: the per-IP ceiling of the login routes keeps that bounded.
    config: { rateLimit: { max: options.rateLimit, timeWindow: '1 minute' } },
    schema: {
      tags,
      summary: 'Start Google or Facebook sign-in: 302 to the provider (or to /social-login?success=false)',
      params: providerParams,
      querystring: {
        type: 'object',
        additionalProperties: false,
        properties: {
          returnTo: str(300, {
            pattern: '^/(?!/)[^\\s\\\\]*$',
            description: 'App path to open after login (same site only), e.g. /merchant-detail/m1',
          }),
        },
      },
      response: redirectResponse,
    },
    handler: async (request, reply) =>
      reply.redirect(await startAuthorization(request, reply, request.params.provider, request.query.returnTo), 302),
  });

  app.get<{ Params: { provider: SocialProvider }; Querystring: CallbackQuery }>('/oauth/:provider/callback', {
    schema: {
      tags,
      summary: 'Provider callback: 302 to /social-login?token=… or /social-login?success=false',
      params: providerParams,
      querystring: {
        type: 'object',
        // Providers add parameters of their own (Google: scope, authuser, prompt, hd); they are ignored.
        additionalProperties: true,
        properties: {
          code: str(2048),
          state: str(200),
          error: str(200),
          error_description: str(1000),
          error_reason: str(200),
        },
      },
      response: redirectResponse,
    },
    handler: async (request, reply) =>
      reply.redirect(await finishAuthorization(request, reply, request.params.provider, request.query), 302),
  });

  app.get('/me/oauth', {
    schema: {
      tags,
      summary: "The member's linked Google and Facebook accounts",
      security: [{ bearer: [] }],
      response: { 200: dataOf(linkedSchema), ...errorResponses },
    },
    handler: async (request) => {
      const { user } = await requireUser(request);
      return { data: await listLinked(request.server.ctx.db, { tenantId: request.tenant.id, userId: user.id }) };
    },
  });

  app.delete<{ Params: { provider: SocialProvider } }>('/me/oauth/:provider', {
    schema: {
      tags,
      summary: 'Unlink a Google or Facebook account and delete what it shared (/profile/fbunlink)',
      security: [{ bearer: [] }],
      params: providerParams,
      response: { 200: okSchema, ...errorResponses },
    },
    handler: async (request) => {
      const { user } = await requireUser(request);
      await unlink(request.server.ctx.db, { tenantId: request.tenant.id, user }, request.params.provider);
      return { data: true };
    },
  });
}
