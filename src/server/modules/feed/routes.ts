import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as api from '../../../shared/api/feed';
import { notFound } from '../../lib/app-error';
import { anonymousOrMemberAnswer } from '../../lib/public-answer';
import { route } from '../../lib/route';
import { sessionOf } from '../../plugins/auth';
import * as repo from './repository';
import { inSection } from './sections';
import { memberVoucherView, offeredVoucherView, promotionView } from './views';

/** Tenant + caller (null for anonymous visitors, who have joined, followed and hold nothing). */
const feedScope = (request: FastifyRequest): repo.FeedScope => ({
  tenantId: request.tenant.id,
  userId: request.session?.user.id ?? null,
});
const memberScope = (request: FastifyRequest) => ({ tenantId: request.tenant.id, userId: sessionOf(request).user.id });

/** Feed page (seed 000 §2, §7): promotions by section, vouchers on offer, the caller's vouchers, Activity badge. */
export async function feedRoutes(app: FastifyInstance) {
  // The tenant's promotions are few and the same for everyone (cached); the caller's joins and follows sort them. A
  // visitor's answer is kept as bytes, a member's too (ctx.memberAnswers watches the promotions, joins and follows).
  route(
    app,
    api.listPromotions,
    async (request) => {
      const { section, offset, limit } = request.query;
      const { tenantId, userId } = feedScope(request);
      const [promotions, ties] = await Promise.all([
        app.ctx.publicReads.read(tenantId, 'promotions', () => repo.tenantPromotions(app.ctx.db, tenantId)),
        // Kept in the member reads: cleared by any write to the tenant's memberships or follows.
        userId
          ? app.ctx.memberReads.read(tenantId, `${userId}|ties`, () =>
              repo.userMerchantTies(app.ctx.db, { tenantId, userId }),
            )
          : null,
      ]);
      const shown = promotions.filter((row) => inSection(section, row.merchant.id, ties));
      return { data: shown.slice(offset, offset + limit).map(promotionView), total: shown.length, offset, limit };
    },
    { storedAnswer: anonymousOrMemberAnswer },
  );

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
