import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as api from '../../../shared/api/receipts';
import { notFound } from '../../lib/app-error';
import { route } from '../../lib/route';
import { sessionOf } from '../../plugins/auth';
import { getMerchant } from '../merchants/repository';
import { printReceipt } from './print-receipt';
import { claimReceipt, ownReceipt, previewReceipt, receiptKeyOf } from './service';

/**
 * Receipt claim (seed 000 §4, §7; seed 001 §16): members claim a point-of-sale receipt for loyalty points by its
 * redeem id (the QR's redeem link) or by the printed reference id and receipt number, then open it as an order.
 */
export async function receiptRoutes(app: FastifyInstance) {
  const scopeOf = (request: FastifyRequest) => ({
    tenantId: request.tenant.id,
    userId: sessionOf(request).user.id,
  });

  route(app, api.claimReceipt, async (request) => ({
    data: await claimReceipt(app.ctx, scopeOf(request), receiptKeyOf(request.body)),
  }));

  route(app, api.previewReceipt, async (request) => ({
    data: await previewReceipt(app.ctx.db, scopeOf(request), request.params.receiptId),
  }));

  route(app, api.getReceipt, async (request) => ({
    data: await ownReceipt(app.ctx.db, scopeOf(request), { id: request.params.orderId }),
  }));

  route(app, api.getReceiptByReference, async (request) => ({
    data: await ownReceipt(app.ctx.db, scopeOf(request), { referenceId: request.params.referenceId }),
  }));

  if (app.ctx.env === 'production') return;

  route(app, api.createDevReceipt, async (request) => {
    const tenantId = request.tenant.id;
    const merchantId = request.body?.merchantId ?? tenantId;
    if (!(await getMerchant(app.ctx.db, tenantId, merchantId))) throw notFound('Merchant');
    const total = request.body?.total ?? 12.5;
    return { data: await printReceipt(app.ctx.db, { tenantId, merchantId, total }, app.ctx.clock()) };
  });
}
