import type { FastifyInstance } from 'fastify';
import * as api from '../../../shared/api/categories';
import { MAX_FOLLOWED_CATEGORIES } from '../../../shared/constants/discovery';
import { MESSAGES } from '../../../shared/constants/messages';
import { AppError, notFound } from '../../lib/app-error';
import { route } from '../../lib/route';
import { sessionOf } from '../../plugins/auth';
import { listMerchants, viewerOf, type Viewer } from '../merchants/service';
import * as repo from './repository';

export async function categoryRoutes(app: FastifyInstance) {
  /** The tenant's categories, as every visitor sees them: kept in the public-read cache. */
  const tenantCategories = (tenantId: string) =>
    app.ctx.publicReads.read(tenantId, 'categories', () => repo.listCategories(app.ctx.db, tenantId));

  /** Every category of the tenant with isFollowed for the viewer. */
  async function categoriesFor(viewer: Viewer) {
    const [rows, followed] = await Promise.all([
      tenantCategories(viewer.tenantId),
      viewer.userId
        ? repo.followedCategoryIds(app.ctx.db, { tenantId: viewer.tenantId, userId: viewer.userId })
        : new Set<string>(),
    ]);
    return rows.map((c) => ({ _id: c.id, name: c.name, color: c.color, icon: c.icon, isFollowed: followed.has(c.id) }));
  }

  async function mustExist(tenantId: string, categoryId: string) {
    if (!(await tenantCategories(tenantId)).some((c) => c.id === categoryId)) throw notFound('Category');
  }

  route(app, api.listCategories, async (request) => ({ data: await categoriesFor(viewerOf(request)) }), {
    publicAnswer: true,
  });

  route(app, api.listCategoryMerchants, async (request) => {
    await mustExist(request.tenant.id, request.params.categoryId);
    return listMerchants(app.ctx, viewerOf(request), { ...request.query, categoryId: request.params.categoryId });
  });

  route(app, api.followCategory, async (request) => {
    const scope = { tenantId: request.tenant.id, userId: sessionOf(request).user.id, ...request.params };
    await mustExist(scope.tenantId, scope.categoryId);
    if (!(await repo.followCategory(app.ctx.db, scope, MAX_FOLLOWED_CATEGORIES))) {
      throw new AppError(409, 'TOO_MANY_CATEGORIES', MESSAGES.tooManyFollowedCategories, 'categoryId');
    }
    return { data: await categoriesFor(scope) };
  });

  route(app, api.unfollowCategory, async (request) => {
    const scope = { tenantId: request.tenant.id, userId: sessionOf(request).user.id, ...request.params };
    await mustExist(scope.tenantId, scope.categoryId);
    await repo.unfollowCategory(app.ctx.db, scope);
    return { data: await categoriesFor(scope) };
  });
}
