import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { documents } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { dataOf, errorResponses } from '../../lib/schemas';

const tags = ['documents'];
const docSchema = {
  type: 'object',
  properties: {
    _id: { type: 'string' },
    type: { type: 'string' },
    title: { type: 'string' },
    body: { type: 'string' },
    order: { type: 'integer' },
  },
};
const view = (d: typeof documents.$inferSelect) => ({
  _id: d.id,
  type: d.type,
  title: d.title,
  body: d.body,
  order: d.sortOrder,
});

export async function documentRoutes(app: FastifyInstance) {
  app.get('/documents/faq', {
    schema: {
      tags,
      summary: 'FAQ entries sorted by order',
      response: { 200: dataOf({ type: 'array', items: docSchema }), ...errorResponses },
    },
    handler: async (request) => {
      const rows = await app.ctx.db
        .select()
        .from(documents)
        .where(and(eq(documents.tenantId, request.tenant.id), eq(documents.type, 'faq')))
        .orderBy(asc(documents.sortOrder));
      return { data: rows.map(view) };
    },
  });

  app.get<{ Params: { type: 'about' | 'contact' | 'privacy' | 'terms' } }>('/documents/:type', {
    schema: {
      tags,
      summary: 'A static page: about, contact, privacy or terms (404 when the merchant has none)',
      params: {
        type: 'object',
        additionalProperties: false,
        required: ['type'],
        properties: { type: { type: 'string', enum: ['about', 'contact', 'privacy', 'terms'] } },
      },
      response: { 200: dataOf(docSchema), ...errorResponses },
    },
    handler: async (request) => {
      const [row] = await app.ctx.db
        .select()
        .from(documents)
        .where(and(eq(documents.tenantId, request.tenant.id), eq(documents.type, request.params.type)))
        .limit(1);
      if (!row) throw notFound(`The ${request.params.type} page`);
      return { data: view(row) };
    },
  });
}
