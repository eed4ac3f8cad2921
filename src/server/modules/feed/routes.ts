import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as api from '../../../shared/api/feed';
import { notFound } from '../../lib/app-error';
import { route } from '../../lib/route';
import { sessionOf } from '../../plugins/auth';
import * as repo from './repository';
import { memberVoucherView, offeredVoucherView, promotionView } from './views';

/** Tenant + caller (null for anonymous visitors, who have joined, followed and hold nothing). */
const feedScope = (request: FastifyRequest): repo.FeedScope => ({
  tenantId: request.tenant.id,
  userId: request.session?.user.id ?? null,
});
const memberScope = (request: FastifyRequest) => ({ tenantId: request.tenant.id, userId: sessionOf(request).user.id });

/** Feed page (seed 000 §2, §7): promotions by section, vouchers on offer, the caller's vouchers, Activity badge. */
export async function feedRoutes(app: FastifyInstance) {
  route(app, api.listPromotions, async (request) => {
    const { section, offset, limit } = request.query;
    const { rows, total } = await repo.listPromotions(app.ctx.db, feedScope(request), section, { offset, limit });
    return { data: rows.map(promotionView), total, offset, limit };
  });

  route(app, api.listOfferedVouchers, async (request) => {
    const { offset, limit } = request.query;
    const { rows, total } = await repo.listOfferedVouchers(app.ctx.db, feedScope(request), { offset, limit });
    return { data: rows.map(offeredVoucherView), total, offset, limit };
  });

  route(app, api.listMyVouchers, async (request) => {
    const { offset, limit } = request.query;
    const { rows, total } = await repo.listMemberVouchers(app.ctx.db, memberScope(request), { offset, limit });
    return { data: rows.map(memberVoucherView), total, offset, limit };
  });

  route(app, api.recordPromotionClick, async (request) => {
    const viewer = request.session ? `user:${request.session.user.id}` : `ip:${request.ip}`;
    const clicks = await repo.recordPromotionClick(app.ctx.db, {
      tenantId: request.tenant.id,
      promotionId: request.params.promotionId,
      viewer,
      at: app.ctx.clock(),
    });
    if (clicks === null) throw notFound('Promotion');
    return { data: { clicks } };
  });

  route(app, api.getActivityUnreadCount, async (request) => ({
    data: await repo.unreadActivityCount(app.ctx.db, memberScope(request)),
  }));
}
