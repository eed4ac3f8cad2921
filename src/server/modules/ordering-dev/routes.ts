import type { FastifyInstance } from 'fastify';
import * as api from '../../../shared/api/ordering-dev';
import { orderingClockOf } from '../../lib/ordering-clock';
import { route } from '../../lib/route';
import { outletOrThrow } from '../ordering-catalogue/service';
import { outletView } from '../ordering-catalogue/views';
import * as fixtures from './fixtures';

/** Ordering fixtures for tests and demos; registered only outside production (docs/api.md). */
export async function orderingDevRoutes(app: FastifyInstance) {
  const { ctx } = app;
  if (ctx.env === 'production') return;
  const scopeOf = (tenantId: string, merchantId: string | undefined) =>
    fixtures.requireMerchant(ctx.db, tenantId, merchantId);
  const created = (id: string) => ({ data: { _id: id } });

  route(app, api.setDevOrderingClock, async (request) => {
    const at = request.body.at === null ? null : new Date(request.body.at);
    return { data: { now: orderingClockOf(ctx).set(request.tenant.id, at).toISOString() } };
  });

  route(app, api.createDevOutlet, async (request) => {
    const scope = await scopeOf(request.tenant.id, request.body.merchantId);
    const id = await fixtures.upsertOutlet(ctx.db, scope, request.body);
    return { data: outletView(await outletOrThrow(ctx.db, scope.tenantId, id), null) };
  });

  route(app, api.createDevMenuCategory, async (request) =>
    created(
      await fixtures.createCategory(ctx.db, await scopeOf(request.tenant.id, request.body.merchantId), request.body),
    ),
  );

  route(app, api.createDevProduct, async (request) =>
    created(
      await fixtures.upsertProduct(ctx.db, await scopeOf(request.tenant.id, request.body.merchantId), request.body),
    ),
  );

  route(app, api.createDevProductTag, async (request) =>
    created(await fixtures.createTag(ctx.db, await scopeOf(request.tenant.id, request.body.merchantId), request.body)),
  );

  route(app, api.createDevPriceRule, async (request) =>
    created(
      await fixtures.createPriceRule(ctx.db, await scopeOf(request.tenant.id, request.body.merchantId), request.body),
    ),
  );

  route(app, api.createDevPopup, async (request) =>
    created(
      await fixtures.createPopup(ctx.db, await scopeOf(request.tenant.id, request.body.merchantId), request.body),
    ),
  );

  route(app, api.createDevTableToken, async (request) => ({
    data: { token: await fixtures.createTableToken(ctx.db, request.tenant.id, request.body, ctx.clock()) },
  }));

  route(app, api.setDevPointValue, async (request) => ({
    data: await fixtures.setPointValue(ctx.db, await scopeOf(request.tenant.id, request.body.merchantId), request.body),
  }));

  route(app, api.setDevOrderStatus, async (request) => ({
    data: await fixtures.setOrderStatus(ctx, request.tenant.id, request.params.orderId, request.body.status),
  }));
}
