import type { FastifyInstance } from 'fastify';
import { CATEGORY_MERCHANTS_LIMIT } from '../../../shared/constants/limits';
import { errorResponses, listOf, pagingProps, nullable } from '../../lib/schemas';
import { requireUser } from '../auth/require-user';
import { userRelations } from '../merchants/repository';
import { LoyaltyUnit } from '../../../shared/api/loyalty';
import { MerchantCardFields } from '../../../shared/api/merchants';
import { merchantSummary } from '../merchants/views';
import * as repo from './repository';
import { memberTiers, tierViewSchema } from './tiers';

const rewardMerchantSchema = {
  type: 'object',
  properties: {
    ...MerchantCardFields,
    loyaltyBalance: { type: 'number' },
    storeValueBalance: { type: 'number' },
    loyaltyProgramUnit: LoyaltyUnit,
    joinedAt: { type: 'string' },
    hasPurchases: { type: 'boolean' },
    purchaseCount: { type: 'integer' },
    memberships: { type: 'array', items: tierViewSchema },
    last_visited: nullable('string'),
    memberNumber: { type: 'string', description: 'Membership (card) number: logs in as refNo with the password' },
  },
};
type Query = { filter: repo.RewardsFilter; offset: number; limit: number };

/** My Rewards (seed 000 §2): the caller's joined merchants with balances and tier progress, filtered by purchases. */
export async function myRewardsRoutes(app: FastifyInstance) {
  app.get<{ Querystring: Query }>('/me/merchants', {
    schema: {
      tags: ['merchants'],
      summary: "The caller's joined merchants with balances and tiers (My Rewards; also My Collection)",
      security: [{ bearer: [] }],
      querystring: {
        type: 'object',
        additionalProperties: false,
        properties: {
          ...pagingProps(CATEGORY_MERCHANTS_LIMIT),
          filter: {
            type: 'string',
            enum: ['with-purchases', 'no-purchases', 'all'],
            default: 'all',
            description: 'with-purchases | no-purchases | all',
          },
        },
      },
      response: { 200: listOf(rewardMerchantSchema), ...errorResponses },
    },
    handler: async (request) => {
      const { user } = await requireUser(request);
      const scope = { tenantId: request.tenant.id, userId: user.id };
      const { rows, total } = await repo.rewardMerchants(app.ctx.db, scope, request.query);
      const ids = rows.map((r) => r.merchant.id);
      const [tiers, { followed }] = await Promise.all([
        repo.tiersOf(app.ctx.db, scope.tenantId, ids),
        userRelations(app.ctx.db, scope, ids),
      ]);
      const data = rows.map((r) => ({
        ...merchantSummary(r, { isFollowed: followed.has(r.merchant.id), membership: r.membership }),
        loyaltyBalance: Number(r.membership.loyaltyBalance),
        storeValueBalance: Number(r.membership.storeValueBalance),
        loyaltyProgramUnit: r.merchant.loyaltyUnit,
        last_visited: r.membership.lastVisitedAt?.toISOString() ?? null,
        joinedAt: r.membership.joinedAt.toISOString(),
        memberNumber: r.membership.memberNumber,
        hasPurchases: r.purchases > 0,
        purchaseCount: r.purchases,
        memberships: memberTiers(
          (tiers.get(r.merchant.id) ?? []).map((t) => ({
            id: t.id,
            name: t.name,
            requiredAmount: Number(t.requiredAmount),
            requiredCount: t.requiredCount,
          })),
          { amount: r.amount, count: r.purchases },
        ),
      }));
      return { data, total, offset: request.query.offset, limit: request.query.limit };
    },
  });
}
