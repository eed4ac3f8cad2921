import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LocalisedText } from '../../db/schema';
import { forbidden, notFound } from '../../lib/app-error';
import { dataOf, errorResponses, idParam } from '../../lib/schemas';
import { requireUser } from '../auth/require-user';
import * as repo from './repository';

const tags = ['products'];
const security = [{ bearer: [] }];

/** Seed 000 §6: 'Guest (role guest) … cannot bookmark products'. */
export const GUEST_BOOKMARK_MESSAGE = 'Guests cannot bookmark products: sign up or log in';

const localised = {
  type: 'object',
  properties: { en_US: { type: 'string' }, zh_CN: { type: 'string' }, mn_MN: { type: 'string' } },
};
const money = { type: 'number' };
/** The product as seed 002 §3 names its fields (the subset the catalogue has so far). */
export const productSchema = {
  type: 'object',
  properties: {
    _id: { type: 'string' },
    sourceId: { type: ['string', 'null'] },
    type: { type: 'integer' },
    merchant: { type: 'string' },
    category: { type: ['object', 'null'], properties: { _id: { type: 'string' }, name: localised } },
    name: localised,
    description: localised,
    image: { type: ['string', 'null'] },
    covers: { type: 'array', items: { type: 'string' } },
    price: { type: 'object', properties: { dine_in: money, takeout: money, delivery: money } },
    isShowInOrder: { type: 'boolean' },
    is_dine_in: { type: 'boolean' },
    is_takeout: { type: 'boolean' },
    is_delivery: { type: 'boolean' },
    is_track_quantity: { type: 'boolean' },
    remaining_quantity: { type: ['integer', 'null'] },
    isBookmarked: { type: 'boolean' },
  },
};

export function productView(p: repo.ProductRow, categoryName: LocalisedText | null, isBookmarked: boolean) {
  return {
    _id: p.id,
    sourceId: p.sourceId,
    type: p.type,
    merchant: p.merchantId,
    category: p.categoryId && categoryName ? { _id: p.categoryId, name: categoryName } : null,
    name: p.name,
    description: p.description,
    image: p.image,
    covers: p.covers,
    // numeric columns come back as strings; 2 decimals at most, so Number() is exact enough to show.
    price: { dine_in: Number(p.priceDineIn), takeout: Number(p.priceTakeout), delivery: Number(p.priceDelivery) },
    isShowInOrder: p.isShowInOrder,
    is_dine_in: p.isDineIn,
    is_takeout: p.isTakeout,
    is_delivery: p.isDelivery,
    is_track_quantity: p.isTrackQuantity,
    remaining_quantity: p.remainingQuantity,
    isBookmarked,
  };
}

/** Members only: anonymous callers get 401, guests 403 (seed 000 §6, seed 002 'Member: … bookmarks'). */
async function memberScope(request: FastifyRequest) {
  const { user } = await requireUser(request, { allowGuest: true });
  if (user.role === 'guest') throw forbidden(GUEST_BOOKMARK_MESSAGE, 'GUEST_NOT_ALLOWED');
  return { tenantId: request.tenant.id, userId: user.id };
}

/**
 * Product bookmarks (seed 000 §7 'Toggle a product bookmark by product id'; seed 002 'Get bookmarks'). The product
 * catalogue itself (menu, search, detail) belongs to the ordering issue, which extends the products table.
 */
export async function productRoutes(app: FastifyInstance) {
  app.post<{ Params: { productId: string } }>('/products/:productId/bookmark', {
    schema: {
      tags,
      security,
      summary: 'Toggle a product bookmark: adds it when absent, removes it when present',
      params: idParam('productId'),
      response: {
        200: dataOf({
          type: 'object',
          properties: {
            productId: { type: 'string' },
            isBookmarked: { type: 'boolean' },
            bookmarkedProducts: { type: 'array', items: { type: 'string' } },
          },
        }),
        ...errorResponses,
      },
    },
    handler: async (request) => {
      const scope = await memberScope(request);
      const { productId } = request.params;
      // The toggle and the list it answers with are one transaction, so the list matches the new state.
      return app.ctx.db.transaction(async (tx) => {
        if (!(await repo.findProduct(tx, scope.tenantId, productId))) throw notFound(`Product '${productId}'`);
        const isBookmarked = await repo.toggleBookmark(tx, scope, productId, app.ctx.clock());
        return { data: { productId, isBookmarked, bookmarkedProducts: await repo.bookmarkedProductIds(tx, scope) } };
      });
    },
  });

  app.get('/products/bookmarks', {
    schema: {
      tags,
      security,
      summary: "The caller's bookmarked products, oldest bookmark first",
      response: { 200: dataOf({ type: 'array', items: productSchema }), ...errorResponses },
    },
    handler: async (request) => {
      const scope = await memberScope(request);
      const rows = await repo.bookmarkedProducts(app.ctx.db, scope);
      return { data: rows.map((r) => productView(r.product, r.categoryName, true)) };
    },
  });
}
