import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CATEGORY_MERCHANTS_LIMIT, MAX_FOLLOWED_CATEGORIES } from '../../../shared/constants/limits';
import { MESSAGES } from '../../../shared/constants/messages';
import { AppError, notFound } from '../../lib/app-error';
import { dataOf, errorResponses, idParam, listOf, pagingProps } from '../../lib/schemas';
import { optionalUser, requireUser } from '../auth/require-user';
import { listMerchants } from '../merchants/service';
import { merchantSummarySchema } from '../merchants/views';
import * as repo from './repository';

const tags = ['categories'];
const params = idParam('categoryId');
type P = { categoryId: string };
const categorySchema = {
  type: 'object',
  properties: {
    _id: { type: 'string' },
    name: { type: 'string' },
    color: { type: 'string' },
    icon: { type: 'string' },
    isFollowed: { type: 'boolean' },
  },
};

async function categoriesFor(request: FastifyRequest) {
  const { db } = request.server.ctx;
  const session = await optionalUser(request);
  const [rows, followed] = await Promise.all([
    repo.listCategories(db, request.tenant.id),
    session
      ? repo.followedCategoryIds(db, { tenantId: request.tenant.id, userId: session.user.id })
      : new Set<string>(),
  ]);
  return rows.map((c) => ({ _id: c.id, name: c.name, color: c.color, icon: c.icon, isFollowed: followed.has(c.id) }));
}

export async function categoryRoutes(app: FastifyInstance) {
  app.get('/categories', {
    schema: {
      tags,
      summary: 'Categories with isFollowed for the caller',
      response: { 200: dataOf({ type: 'array', items: categorySchema }), ...errorResponses },
    },
    handler: async (request) => ({ data: await categoriesFor(request) }),
  });

  app.get<{ Params: P; Querystring: { offset: number; limit: number } }>('/categories/:categoryId/merchants', {
    schema: {
      tags,
      summary: 'Merchants in a category (100 per page)',
      params,
      querystring: { type: 'object', additionalProperties: false, properties: pagingProps(CATEGORY_MERCHANTS_LIMIT) },
      response: { 200: listOf(merchantSummarySchema), ...errorResponses },
    },
    handler: async (request) => {
      if (!(await repo.findCategory(app.ctx.db, request.tenant.id, request.params.categoryId)))
        throw notFound('Category');
      return listMerchants(request, { ...request.query, categoryId: request.params.categoryId });
    },
  });

  for (const action of ['follow', 'unfollow'] as const) {
    app.post<{ Params: P }>(`/categories/:categoryId/${action}`, {
      schema: {
        tags,
        summary: `${action} a category (at most ${MAX_FOLLOWED_CATEGORIES} followed)`,
        security: [{ bearer: [] }],
        params,
        response: { 200: dataOf({ type: 'array', items: categorySchema }), ...errorResponses },
      },
      handler: async (request) => {
        const { user } = await requireUser(request);
        const scope = { tenantId: request.tenant.id, userId: user.id, categoryId: request.params.categoryId };
        if (!(await repo.findCategory(app.ctx.db, scope.tenantId, scope.categoryId))) throw notFound('Category');
        if (action === 'unfollow') await repo.unfollowCategory(app.ctx.db, scope);
        else if (!(await repo.followCategory(app.ctx.db, scope, MAX_FOLLOWED_CATEGORIES))) {
          throw new AppError(409, 'TOO_MANY_CATEGORIES', MESSAGES.tooManyFollowedCategories, 'categoryId');
        }
        return { data: await categoriesFor(request) };
      },
    });
  }
}
