import type { FastifyInstance } from 'fastify';
import * as api from '../../../shared/api/documents';
import { notFound } from '../../lib/app-error';
import { route } from '../../lib/route';
import * as repo from './repository';

const view = (d: repo.DocumentRow): api.StaticDocument => ({
  _id: d.id,
  type: d.type,
  title: d.title,
  body: d.body,
  order: d.sortOrder,
});

/** Static pages and FAQ: public, the tenant's own. */
export async function documentRoutes(app: FastifyInstance) {
  route(app, api.listFaq, async (request) => ({
    data: (await repo.listFaq(app.ctx.db, request.tenant.id)).map(view),
  }));

  route(app, api.getDocument, async (request) => {
    const row = await repo.findPage(app.ctx.db, request.tenant.id, request.params.type);
    if (!row) throw notFound(`The ${request.params.type} page`);
    return { data: view(row) };
  });
}
