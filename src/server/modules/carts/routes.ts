import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as api from '../../../shared/api/ordering-cart';
import { ORDER_SYSTEM_CODES } from '../../../shared/constants/ordering';
import { conflict } from '../../lib/app-error';
import { OrderError } from '../../lib/order-error';
import { route } from '../../lib/route';
import { sessionOf } from '../../plugins/auth';
import { findCart } from './repository';
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

  route(app, api.getCart, async (request) => ({
    data: await carts.getCart(ctx, callerOf(request), request.params.outletId),
  }));

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

  // Vouchers in the cart wait for the member voucher model (branch rewards-vouchers): until then the route says so
  // instead of pretending — an unchanged (empty) list is the seed's silent 409, any voucher is 579 unavailable.
  route(app, api.applyCartDiscounts, async (request) => {
    const cart = await findCart(ctx.db, callerOf(request), request.params.outletId);
    if (request.body.discountList.length === 0 && (cart?.discountList.length ?? 0) === 0)
      throw conflict('The cart already has these vouchers', 'discountList');
    throw new OrderError(
      ORDER_SYSTEM_CODES.DISCOUNT_UNAVAILABLE,
      'Vouchers cannot be applied to a cart at this outlet yet',
      'discountList',
    );
  });
}
