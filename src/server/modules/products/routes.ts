import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as api from '../../../shared/api/products';
import { forbidden } from '../../lib/app-error';
import { route } from '../../lib/route';
import { sessionOf } from '../../plugins/auth';
import * as repo from './repository';
import { toggleBookmark } from './service';
import { productView } from './views';

/** Seed 000 §6: 'Guest (role guest) … cannot bookmark products'. */
export const GUEST_BOOKMARK_MESSAGE = 'Guests cannot bookmark products: sign up or log in';

/** Members only: anonymous callers get 401 (auth plugin), guests 403 with the bookmark wording (seed 000 §6). */
function memberScope(request: FastifyRequest) {
  const { user } = sessionOf(request);
  if (user.role === 'guest') throw forbidden(GUEST_BOOKMARK_MESSAGE, 'GUEST_NOT_ALLOWED');
  return { tenantId: request.tenant.id, userId: user.id };
}

/**
 * Product bookmarks (seed 000 §7 'Toggle a product bookmark by product id'; seed 002 'Get bookmarks'). The product
 * catalogue itself (menu, search, detail) belongs to the ordering issue, which extends the products table.
 */
export async function productRoutes(app: FastifyInstance) {
  route(app, api.toggleProductBookmark, async (request) => ({
    data: await toggleBookmark(app.ctx, memberScope(request), request.params.productId),
  }));

  route(app, api.listBookmarkedProducts, async (request) => {
    const rows = await repo.bookmarkedProducts(app.ctx.db, memberScope(request));
    return { data: rows.map((r) => productView(r.product, r.categoryName, true)) };
  });
}
