import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { NOTIFICATION_TYPE_IDS } from '../../../shared/constants/notification-types';
import type { DbHandle } from '../../db/client';
import { dataOf, errorResponses, str } from '../../lib/schemas';
import { requireUser } from '../auth/require-user';
import { Nullable } from '../../../shared/api/common';
import { Notification } from '../../../shared/api/notifications';
import { notifyUser } from '../notifications/service';

/** Health (checks the database) and, outside production, the dev helpers: outbox reader and test notifications. */
export async function systemRoutes(app: FastifyInstance, options: { handle: DbHandle }) {
  app.get('/health', {
    schema: {
      tags: ['system'],
      summary: 'Liveness and database check',
      response: {
        200: { type: 'object', properties: { status: { type: 'string' }, db: { type: 'string' } } },
        503: { type: 'object', properties: { status: { type: 'string' }, db: { type: 'string' } } },
      },
    },
    handler: async (_request, reply) => {
      try {
        await app.ctx.db.execute(sql`select 1`);
        return { status: 'ok', db: options.handle.kind };
      } catch {
        return reply.status(503).send({ status: 'error', db: 'unreachable' });
      }
    },
  });

  if (app.ctx.env === 'production') return;

  app.get<{ Querystring: { to: string } }>('/dev/outbox', {
    schema: {
      tags: ['dev'],
      summary: 'Latest messages sent to a phone or e-mail (not in production)',
      querystring: {
        type: 'object',
        additionalProperties: false,
        required: ['to'],
        properties: { to: str(254, { minLength: 3 }) },
      },
      response: {
        200: dataOf({
          type: 'array',
          items: {
            type: 'object',
            properties: {
              _id: { type: 'string' },
              channel: { type: 'string' },
              to: { type: 'string' },
              subject: { type: 'string' },
              body: { type: 'string' },
              code: { type: ['string', 'null'] },
              createdAt: { type: 'string' },
            },
          },
        }),
        ...errorResponses,
      },
    },
    handler: async (request) => {
      const raw = request.query.to.trim();
      // Stored as normalised: phones without separators, e-mails lower-case.
      const to = raw.includes('@') ? raw.toLowerCase() : raw.replace(/[\s\-().]/g, '');
      const rows = await app.ctx.outbox.latest(app.ctx.db, request.tenant.id, to);
      return {
        data: rows.map((m) => ({
          _id: m.id,
          channel: m.channel,
          to: m.to,
          subject: m.subject,
          body: m.body,
          // Every code message starts with its code: 6 digits (logins, register) or 4 (gift confirmations).
          code: /^(\d{6}|\d{4})\b/.exec(m.body)?.[1] ?? null,
          createdAt: m.createdAt.toISOString(),
        })),
      };
    },
  });

  app.post<{ Body: { type: string; title: string; description?: string; merchantId?: string } }>('/dev/notifications', {
    schema: {
      tags: ['dev'],
      summary: 'Create a notification for the caller (pushes it over socket.io; not in production)',
      security: [{ bearer: [] }],
      body: {
        type: 'object',
        additionalProperties: false,
        required: ['type', 'title'],
        properties: {
          type: { type: 'string', enum: NOTIFICATION_TYPE_IDS },
          title: str(120, { minLength: 1 }),
          description: str(500),
        },
      },
      response: { 200: dataOf(Nullable(Notification)), ...errorResponses },
    },
    handler: async (request) => {
      const { user } = await requireUser(request);
      return { data: await notifyUser(app.ctx, { tenantId: request.tenant.id, userId: user.id }, request.body) };
    },
  });
}
