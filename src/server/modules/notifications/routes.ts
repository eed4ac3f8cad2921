import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as api from '../../../shared/api/notifications';
import { NOTIFICATION_TYPES } from '../../../shared/constants/notification-types';
import { ownAnswerIn } from '../../lib/public-answer';
import { route } from '../../lib/route';
import { sessionOf } from '../../plugins/auth';
import * as repo from './repository';
import { cachedUnreadCount, notificationView } from './service';

export async function notificationRoutes(app: FastifyInstance) {
  const scopeOf = (request: FastifyRequest) => ({
    tenantId: request.tenant.id,
    userId: sessionOf(request).user.id,
  });

  route(
    app,
    api.listNotifications,
    async (request) => {
      const { rows, total } = await repo.listNotifications(app.ctx.db, scopeOf(request), request.query);
      return {
        data: rows.map((r) => notificationView(r.n, { image: r.merchantImage, logo: r.merchantLogo })),
        total,
        offset: request.query.offset,
        limit: request.query.limit,
      };
    },
    // Each page kept as bytes in `ctx.memberNotifications`, cleared by a notification written or marked read (and a
    // merchant edited: its image and logo show). Bytes take less room than the objects they replace.
    { storedAnswer: ownAnswerIn((caches) => caches.memberNotifications) },
  );

  // The unread count is kept in `ctx.memberReads` (GET /me shows it too), cleared by any write to notifications; its
  // answer as bytes beside it, so the badge the app asks for often is answered from memory (lib/answer-front.ts).
  route(
    app,
    api.getUnreadCount,
    async (request) => ({
      data: { count: await cachedUnreadCount(app.ctx, scopeOf(request)) },
    }),
    { storedAnswer: ownAnswerIn((caches) => caches.memberReads) },
  );

  route(app, api.markNotificationsRead, async (request) => ({
    data: { updated: await repo.markRead(app.ctx.db, scopeOf(request), request.body.ids) },
  }));

  route(app, api.listNotificationTypes, async (request) => {
    const disabled = await repo.disabledTypes(app.ctx.db, scopeOf(request));
    return { data: NOTIFICATION_TYPES.map((t) => ({ ...t, isEnabled: !disabled.has(t.id) })) };
  });

  for (const [endpoint, isEnabled] of [
    [api.enableNotificationType, true],
    [api.disableNotificationType, false],
  ] as const) {
    route(app, endpoint, async (request) => {
      await repo.setTypeEnabled(app.ctx.db, scopeOf(request), request.params.typeId, isEnabled);
      const type = NOTIFICATION_TYPES.find((t) => t.id === request.params.typeId)!;
      return { data: { ...type, isEnabled } };
    });
  }
}
