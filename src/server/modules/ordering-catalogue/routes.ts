import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as api from '../../../shared/api/ordering-catalogue';
import { ORDER_SYSTEM_CODES } from '../../../shared/constants/ordering';
import { OrderError } from '../../lib/order-error';
import { route } from '../../lib/route';
import * as repo from './repository';
import {
  associationsOf,
  listOutlets,
  menuOf,
  outletOrThrow,
  searchMenu,
  visitorMenuKey,
  type MenuRequest,
  type Viewer,
} from './service';
import { outletView } from './views';

/** The caller as the menu sees them: signed out callers count as adults without bookmarks. */
export const viewerOf = (request: FastifyRequest): Viewer => ({
  tenantId: request.tenant.id,
  userId: request.session?.user.id ?? null,
  birthday: request.session?.user.birthday ?? null,
});

/** Outlets, menu, search, associations, table tokens and popups of the ordering flow (seed 002 §2, §7). */
export async function orderingCatalogueRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, api.listOrderOutlets, async (request) => ({
    data: await listOutlets(ctx, request.tenant.id, request.query),
  }));

  route(app, api.getOrderOutlet, async (request) => ({
    data: outletView(await outletOrThrow(ctx.db, request.tenant.id, request.params.outletId), null),
  }));

  route(
    app,
    api.getMenu,
    async (request) => ({
      data: await menuOf(ctx, viewerOf(request), request.params.outletId, request.query),
    }),
    {
      // A visitor's menu is the same for every visitor at one instant: kept as bytes. A member's carries their
      // bookmarks and age: evaluated for them.
      storedAnswer: (request) =>
        request.session
          ? null
          : {
              cache: ctx.catalogues,
              key: visitorMenuKey(ctx, request.tenant.id, request.url, request.query as MenuRequest),
            },
    },
  );

  route(app, api.searchProducts, async (request) => ({
    data: await searchMenu(ctx, viewerOf(request), request.params.outletId, request.query),
  }));

  route(app, api.productAssociations, async (request) => ({
    data: await associationsOf(ctx, viewerOf(request), request.params.outletId, request.body.products, (error) =>
      request.log.warn({ err: error }, 'product associations failed; answering none'),
    ),
  }));

  route(app, api.exchangeTableToken, async (request) => {
    const token = await repo.tableTokenOf(ctx.db, request.tenant.id, request.params.token);
    if (!token) throw new OrderError(ORDER_SYSTEM_CODES.TABLE_NOT_FOUND, 'This table QR code is not valid', 'token');
    return {
      data: {
        outlet: token.outletId,
        merchant: token.merchantId,
        token: token.token,
        tableNumber: token.tableNumber,
      },
    };
  });

  route(app, api.listPopupMessages, async (request) => {
    const { merchantId, page, outletId } = request.query;
    const rows = await repo.popupsOf(ctx.db, { tenantId: request.tenant.id, merchantId }, page, outletId);
    return {
      data: rows.map((row) => ({
        _id: row.id,
        isActive: row.isActive,
        page: row.pages,
        outlet: row.outletId,
        image: row.image,
        link: row.link,
        showTimes: row.showTimes,
      })),
    };
  });
}
