import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/app-error';
import { errorResponses, str } from '../../lib/schemas';
import { findShortLink } from './repository';

/** Short codes are letters, digits, '-' and '_' (what a printed link or SMS can carry). */
export const SHORT_CODE_PATTERN = '^[A-Za-z0-9_-]{1,32}$';

/** GET /api/url/{code} (seed 000 §2 and §7): 302 to the stored link of this tenant, 404 when there is none. */
export async function shortLinkRoutes(app: FastifyInstance) {
  app.get<{ Params: { code: string } }>('/url/:code', {
    schema: {
      tags: ['short-links'],
      summary: 'Redirect a short code to its stored link',
      params: {
        type: 'object',
        additionalProperties: false,
        required: ['code'],
        properties: { code: str(32, { pattern: SHORT_CODE_PATTERN, description: 'letters, digits, - and _' }) },
      },
      response: { 302: { type: 'null', description: 'Location: the stored link' }, ...errorResponses },
    },
    handler: async (request, reply) => {
      const target = await findShortLink(app.ctx.db, { tenantId: request.tenant.id }, request.params.code);
      if (!target) throw notFound(`Short link '${request.params.code}'`);
      return reply.redirect(target, 302);
    },
  });
}
