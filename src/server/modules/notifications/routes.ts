import type { FastifyInstance } from 'fastify';
import { NOTIFICATION_PAGE_SIZE } from '../../../shared/constants/limits';
import { NOTIFICATION_TYPES, NOTIFICATION_TYPE_IDS } from '../../../shared/constants/notification-types';
import { dataOf, errorResponses, listOf, pagingProps, str } from '../../lib/schemas';
import { requireUser } from '../auth/require-user';
import * as repo from './repository';
import { notificationView } from './service';

const tags = ['notifications'];
const security = [{ bearer: [] }];
const nullableString = { type: ['string', 'null'] };
export const notificationSchema = {
  type: 'object',
  properties: {
    _id: { type: 'string' },
    type: { type: 'string' },
    title: { type: 'string' },
    description: { type: 'string' },
    ref: nullableString,
    value: nullableString,
    isRead: { type: 'boolean' },
    createdAt: { type: 'string' },
    merchant: {
      type: ['object', 'null'],
      properties: { _id: { type: 'string' }, image: nullableString, logo: nullableString },
    },
  },
};
const typeSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    desc: { type: 'string' },
    isEnabled: { type: 'boolean' },
  },
};
type ListQuery = { offset: number; limit: number; type?: string; sortBy: '-createdAt' | 'createdAt' };

export async function notificationRoutes(app: FastifyInstance) {
  const scopeOf = async (request: Parameters<typeof requireUser>[0]) => {
    const { user } = await requireUser(request);
    return { tenantId: request.tenant.id, userId: user.id };
  };

  app.get<{ Querystring: ListQuery }>('/notifications', {
    schema: {
      tags,
      security,
      summary: "The caller's notifications, newest first by default",
      querystring: {
        type: 'object',
        additionalProperties: false,
        properties: {
          ...pagingProps(NOTIFICATION_PAGE_SIZE),
          type: str(40),
          sortBy: { type: 'string', enum: ['-createdAt', 'createdAt'], default: '-createdAt' },
        },
      },
      response: { 200: listOf(notificationSchema), ...errorResponses },
    },
    handler: async (request) => {
      const { rows, total } = await repo.listNotifications(app.ctx.db, await scopeOf(request), request.query);
      return {
        data: rows.map((r) => notificationView(r.n, { image: r.merchantImage, logo: r.merchantLogo })),
        total,
        offset: request.query.offset,
        limit: request.query.limit,
      };
    },
  });

  app.get('/notifications/unread-count', {
    schema: {
      tags,
      security,
      summary: 'Number of unread notifications',
      response: { 200: dataOf({ type: 'object', properties: { count: { type: 'integer' } } }), ...errorResponses },
    },
    handler: async (request) => ({ data: { count: await repo.unreadCount(app.ctx.db, await scopeOf(request)) } }),
  });

  app.post<{ Body: { ids: string[] } }>('/notifications/read', {
    schema: {
      tags,
      security,
      summary: 'Mark notifications read; an empty ids array marks all',
      body: {
        type: 'object',
        additionalProperties: false,
        required: ['ids'],
        properties: { ids: { type: 'array', maxItems: 200, items: str(64) } },
      },
      response: { 200: dataOf({ type: 'object', properties: { updated: { type: 'integer' } } }), ...errorResponses },
    },
    handler: async (request) => ({
      data: { updated: await repo.markRead(app.ctx.db, await scopeOf(request), request.body.ids) },
    }),
  });

  app.get('/notification-types', {
    schema: {
      tags,
      security,
      summary: 'Notification types with isEnabled for the caller',
      response: { 200: dataOf({ type: 'array', items: typeSchema }), ...errorResponses },
    },
    handler: async (request) => {
      const disabled = await repo.disabledTypes(app.ctx.db, await scopeOf(request));
      return { data: NOTIFICATION_TYPES.map((t) => ({ ...t, isEnabled: !disabled.has(t.id) })) };
    },
  });

  for (const action of ['enable', 'disable'] as const) {
    app.post<{ Params: { typeId: string } }>(`/notification-types/:typeId/${action}`, {
      schema: {
        tags,
        security,
        summary: `${action} a notification type`,
        params: {
          type: 'object',
          additionalProperties: false,
          required: ['typeId'],
          properties: { typeId: { type: 'string', enum: NOTIFICATION_TYPE_IDS } },
        },
        response: { 200: dataOf(typeSchema), ...errorResponses },
      },
      handler: async (request) => {
        const isEnabled = action === 'enable';
        await repo.setTypeEnabled(app.ctx.db, await scopeOf(request), request.params.typeId, isEnabled);
        const type = NOTIFICATION_TYPES.find((t) => t.id === request.params.typeId)!;
        return { data: { ...type, isEnabled } };
      },
    });
  }
}
