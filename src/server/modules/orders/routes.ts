import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as cartApi from '../../../shared/api/ordering-cart';
import * as api from '../../../shared/api/orders';
import { route } from '../../lib/route';
import { sessionOf } from '../../plugins/auth';
import { callerOf } from '../carts/routes';
import { menuOrderPaid } from './paid-by-card';
import { placeOrder } from './placement';
import { cancelOrder, getOrder, listOrders, passToCounter, reorder } from './service';

const ownerOf = (request: FastifyRequest) => ({ tenantId: request.tenant.id, userId: sessionOf(request).user.id });

/** Placement, order detail, history, pass to counter, cancel and reorder (seed 002 §2, §4, §7). */
export async function orderRoutes(app: FastifyInstance) {
  const { ctx } = app;
  // A declined card leaves the order payable with another card or provider (failsWithPayment: false).
  ctx.payments.whenPaid('menu', menuOrderPaid(ctx), { failsWithPayment: false });

  route(app, cartApi.placeOrder, async (request) => ({
    data: await placeOrder(ctx, { ...callerOf(request), tenant: request.tenant }, request.params.outletId, {
      ...request.body,
      idempotencyKey: request.headers['idempotency-key'],
    }),
  }));

  route(app, api.listMyOrders, async (request) =>
    listOrders(ctx, ownerOf(request), request.query.offset, request.query.limit),
  );

  route(app, api.getOrder, async (request) => ({
    data: await getOrder(ctx, ownerOf(request), request.params.orderId),
  }));

  route(app, api.passOrderToCounter, async (request) => ({
    data: await passToCounter(ctx, ownerOf(request), request.params.orderId),
  }));

  route(app, api.cancelOrder, async (request) => ({
    data: await cancelOrder(ctx, ownerOf(request), request.params.orderId),
  }));

  route(app, api.reorder, async (request) =>
    reorder(ctx, callerOf(request), request.params.orderId, request.body.force ?? false),
  );
}
