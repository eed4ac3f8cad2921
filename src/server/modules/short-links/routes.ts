import type { FastifyInstance } from 'fastify';
import * as api from '../../../shared/api/short-links';
import { notFound } from '../../lib/app-error';
import { route } from '../../lib/route';
import { findShortLink } from './repository';

/** GET /api/url/{code} (seed 000 §2 and §7): 302 to the stored link of this tenant, 404 when there is none. */
export async function shortLinkRoutes(app: FastifyInstance) {
  route(app, api.followShortLink, async (request) => {
    const target = await findShortLink(app.ctx.db, { tenantId: request.tenant.id }, request.params.code);
    if (!target) throw notFound(`Short link '${request.params.code}'`);
    return target;
  });
}
