import type { FastifyInstance } from 'fastify';
import * as api from '../../../shared/api/my-rewards';
import { memberAnswer } from '../../lib/public-answer';
import { route } from '../../lib/route';
import { sessionOf } from '../../plugins/auth';
import { merchantSummary } from '../merchants/views';
import { memberTiers } from '../tiers/progress';
import { requirementOf, tiersOf } from '../tiers/repository';
import * as repo from './repository';

/** My Rewards (seed 000 §2): the caller's joined merchants with balances and tier progress, filtered by purchases. */
export async function myRewardsRoutes(app: FastifyInstance) {
  route(
    app,
    api.listMyMerchants,
    async (request) =>
      myMerchants(app, { tenantId: request.tenant.id, userId: sessionOf(request).user.id }, request.query),
    // Kept as bytes in `ctx.memberAnswers`: every table the page reads (memberships with their balances, purchases,
    // follows, merchants, categories, tiers) is one it watches, so a claim, a ledger post or a join clears it.
    { storedAnswer: memberAnswer },
  );
}

/** The page of My Rewards of `scope`'s member, as the route answers it. */
async function myMerchants(
  app: FastifyInstance,
  scope: { tenantId: string; userId: string },
  query: Parameters<typeof repo.rewardMerchants>[2],
) {
  const { rows, total } = await repo.rewardMerchants(app.ctx.db, scope, query);
  const tiers = await tiersOf(
    app.ctx.db,
    scope.tenantId,
    rows.map((r) => r.merchant.id),
  );
  const data = rows.map((r) => ({
    ...merchantSummary(r, { isFollowed: r.isFollowed, membership: r.membership }),
    loyaltyBalance: Number(r.membership.loyaltyBalance),
    storeValueBalance: Number(r.membership.storeValueBalance),
    loyaltyProgramUnit: r.merchant.loyaltyUnit,
    last_visited: r.membership.lastVisitedAt?.toISOString() ?? null,
    joinedAt: r.membership.joinedAt.toISOString(),
    memberNumber: r.membership.memberNumber,
    hasPurchases: r.purchases > 0,
    purchaseCount: r.purchases,
    memberships: memberTiers((tiers.get(r.merchant.id) ?? []).map(requirementOf), {
      amount: r.amount,
      count: r.purchases,
    }),
  }));
  return { data, total, offset: query.offset, limit: query.limit };
}
