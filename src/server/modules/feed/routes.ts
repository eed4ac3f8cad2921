import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FEED_VOUCHER_PAGE_SIZE, HOME_FEED_PAGE_SIZE } from '../../../shared/rules/constants';
import { dataOf, errorResponses, listOf, pagingProps } from '../../lib/schemas';
import { optionalUser, requireUser } from '../auth/require-user';
import * as repo from './repository';
import { memberVoucherView, offeredVoucherView, promotionSchema, promotionView, voucherSchema } from './views';

const tags = ['feed'];
type Page = { offset: number; limit: number };
const pageQuery = (defaultLimit: number, extra: Record<string, unknown> = {}, required: string[] = []) => ({
  type: 'object',
  additionalProperties: false,
  required,
  properties: { ...pagingProps(defaultLimit), ...extra },
});

/** Tenant + caller (null for anonymous visitors and guests: guests have joined and followed nothing either). */
async function feedScope(request: FastifyRequest): Promise<repo.FeedScope> {
  const session = await optionalUser(request);
  return { tenantId: request.tenant.id, userId: session?.user.id ?? null };
}

/** Feed page (seed 000 §2, §7): promotions by section, vouchers on offer, the caller's vouchers, Activity badge. */
export async function feedRoutes(app: FastifyInstance) {
  app.get<{ Querystring: Page & { section: repo.PromotionSection } }>('/feed/promotions', {
    schema: {
      tags,
      summary: 'Promotions of one section: my (joined merchants), following (followed, not joined), other (the rest)',
      querystring: pageQuery(
        HOME_FEED_PAGE_SIZE,
        {
          section: {
            type: 'string',
            enum: ['my', 'following', 'other'],
            description: 'my | following | other',
          },
        },
        ['section'],
      ),
      response: { 200: listOf(promotionSchema), ...errorResponses },
    },
    handler: async (request) => {
      const { section, offset, limit } = request.query;
      const { rows, total } = await repo.listPromotions(app.ctx.db, await feedScope(request), section, {
        offset,
        limit,
      });
      return { data: rows.map(promotionView), total, offset, limit };
    },
  });

  app.get<{ Querystring: Page }>('/feed/vouchers', {
    schema: {
      tags,
      summary: 'Vouchers on offer that the caller does not hold yet, 5 per page',
      querystring: pageQuery(FEED_VOUCHER_PAGE_SIZE),
      response: { 200: listOf(voucherSchema), ...errorResponses },
    },
    handler: async (request) => {
      const { offset, limit } = request.query;
      const { rows, total } = await repo.listOfferedVouchers(app.ctx.db, await feedScope(request), { offset, limit });
      return { data: rows.map(offeredVoucherView), total, offset, limit };
    },
  });

  app.get<{ Querystring: Page }>('/feed/my-vouchers', {
    schema: {
      tags,
      summary: "The caller's vouchers (with the member voucher id), newest first, 5 per page",
      security: [{ bearer: [] }],
      querystring: pageQuery(FEED_VOUCHER_PAGE_SIZE),
      response: { 200: listOf(voucherSchema), ...errorResponses },
    },
    handler: async (request) => {
      const { user } = await requireUser(request);
      const { offset, limit } = request.query;
      const scope = { tenantId: request.tenant.id, userId: user.id };
      const { rows, total } = await repo.listMemberVouchers(app.ctx.db, scope, { offset, limit });
      return { data: rows.map(memberVoucherView), total, offset, limit };
    },
  });

  app.get('/feed/activity/unread-count', {
    schema: {
      tags,
      summary: "Unread point-of-sale transaction notifications of the caller (the Activity tab's badge)",
      security: [{ bearer: [] }],
      response: { 200: dataOf({ type: 'integer' }), ...errorResponses },
    },
    handler: async (request) => {
      const { user } = await requireUser(request);
      return { data: await repo.unreadActivityCount(app.ctx.db, { tenantId: request.tenant.id, userId: user.id }) };
    },
  });
}
