import type { FastifyInstance } from 'fastify';
import * as api from '../../../shared/api/merchants';
import { anonymousOrMemberAnswer } from '../../lib/public-answer';
import { route } from '../../lib/route';
import { sessionOf } from '../../plugins/auth';
import * as merchants from '../merchants/service';
import { rewardFriendJoin } from '../referrals/rewarding';
import { merchantPage } from './service';

/**
 * The merchant page (seed 000 §3) and joining, which answers with it. A module of its own because the page gathers
 * the merchant (../merchants), its programs (../programs) and its membership tiers (../my-rewards): it sits above
 * all three, so none of them has to import another in a loop.
 */
export async function merchantPageRoutes(app: FastifyInstance) {
  route(
    app,
    api.getMerchant,
    async (request) => ({
      data: await merchantPage(app.ctx, request.tenant, request.session, request.params.merchantId),
    }),
    // A visitor's page is kept as bytes, a member's (their follow, balances, tier progress) by user too.
    { storedAnswer: anonymousOrMemberAnswer },
  );

  route(app, api.joinMerchant, async (request) => {
    const session = sessionOf(request);
    const { merchantId } = request.params;
    await merchants.join(
      app.ctx.db,
      { tenantId: request.tenant.id, userId: session.user.id, merchantId },
      { ...request.body, signupTokenRequired: request.tenant.login.signupTokenRequired, at: app.ctx.clock() },
    );
    // A friend who signed up with a referral code rewards the referrer once per program (seed 001 §6).
    await rewardFriendJoin(app.ctx, {
      tenantId: request.tenant.id,
      friendId: session.user.id,
      merchantId,
      at: app.ctx.clock(),
    });
    return { data: await merchantPage(app.ctx, request.tenant, session, merchantId) };
  });
}
