import type { FastifyInstance } from 'fastify';
import * as api from '../../../shared/api/merchants';
import { anonymousOrMemberAnswer } from '../../lib/public-answer';
import { route } from '../../lib/route';
import { sessionOf } from '../../plugins/auth';
import * as merchants from './service';
import { viewerOf } from './service';

/**
 * Merchant lists, terms and following. The merchant page itself (GET /merchants/:merchantId and join, which answers
 * it) is registered by ../merchant-page: it gathers programs and tiers, modules that build on this one.
 */
export async function merchantRoutes(app: FastifyInstance) {
  // A visitor's page is kept as bytes by URL, a member's with their follows and joins by user too.
  route(app, api.listMerchants, async (request) => merchants.listMerchants(app.ctx, viewerOf(request), request.query), {
    storedAnswer: anonymousOrMemberAnswer,
  });

  route(app, api.searchMerchants, async (request) =>
    merchants.listMerchants(app.ctx, viewerOf(request), request.query),
  );

  route(app, api.listNearMerchants, async (request) =>
    merchants.listNearMerchants(app.ctx.db, viewerOf(request), request.query),
  );

  route(app, api.getMerchantTerms, async (request) => ({
    data: await merchants.merchantTerms(app.ctx.db, request.tenant.id, request.params.merchantId),
  }));

  for (const [endpoint, on] of [
    [api.followMerchant, true],
    [api.unfollowMerchant, false],
  ] as const) {
    route(app, endpoint, async (request) => {
      const scope = { tenantId: request.tenant.id, userId: sessionOf(request).user.id };
      return { data: await merchants.follow(app.ctx.db, scope, request.params.merchantId, on) };
    });
  }
}
