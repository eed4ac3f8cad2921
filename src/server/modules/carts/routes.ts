import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as api from '../../../shared/api/ordering-cart';
import { route } from '../../lib/route';
import { sessionOf } from '../../plugins/auth';
import { orderingMinute } from '../ordering-catalogue/catalogue-cache';
import * as carts from './service';

/** The signed-in caller of a cart route (member or guest). */
export function callerOf(request: FastifyRequest): carts.Caller {
  const { user } = sessionOf(request);
  return {
    tenantId: request.tenant.id,
    userId: user.id,
    birthday: user.birthday ?? null,
    currency: request.tenant.currency.code,
    isGuest: user.role === 'guest',
  };
}

/** The cart of seed 002 §2 cart page and §7 (get, clear, lines, time, mode, vouchers). Placement is in orders. */
export async function cartRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(
    app,
    api.getCart,
    async (request) => ({
      data: await carts.getCart(ctx, callerOf(request), request.params.outletId),
    }),
    {
      // Kept as bytes per caller (their age and guest state shape it) and ordering minute; a read that had to change
      // the cart wrote `carts` and is dropped at once (plugins/read-caches.ts), so only a cart as it stands is kept.
      storedAnswer: (request) => {
        const { user } = sessionOf(request);
        return {
          cache: ctx.memberCarts,
          key: `${user.id}|${user.role}|${user.birthday ?? ''}|${orderingMinute(ctx, request.tenant.id)}|${request.url}`,
        };
      },
    },
  );

  route(app, api.clearCart, async (request) => ({
    data: await carts.clearCart(ctx, callerOf(request), request.params.outletId),
  }));

  route(app, api.addCartLine, async (request) => ({
    data: await carts.addLine(ctx, callerOf(request), request.params.outletId, request.body),
  }));

  route(app, api.updateCartLine, async (request) => ({
    data: await carts.updateLine(ctx, callerOf(request), request.params.outletId, request.params.itemId, request.body),
  }));

  route(app, api.removeCartLine, async (request) => ({
    data: await carts.removeLine(ctx, callerOf(request), request.params.outletId, request.params.itemId),
  }));

  route(app, api.setCartEstimatedDate, async (request) => ({
    data: await carts.setEstimatedDate(ctx, callerOf(request), request.params.outletId, request.body.estimatedDate),
  }));

  route(app, api.setCartOrderMode, async (request) => ({
    data: await carts.setOrderMode(ctx, callerOf(request), request.params.outletId, request.body),
  }));

  route(app, api.applyCartDiscounts, async (request) => ({
    data: await carts.applyDiscounts(ctx, callerOf(request), request.params.outletId, request.body.discountList),
  }));

  route(app, api.listCartVouchers, async (request) => ({
    data: await carts.listVouchers(ctx, callerOf(request), request.params.outletId),
  }));
}
