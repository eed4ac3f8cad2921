import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { merchants } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { dataOf, errorResponses, idParam, str } from '../../lib/schemas';
import { requireUser } from '../auth/require-user';
import { createReceipt } from '../../db/seed/seed-receipts';
import { claimReceipt, ownReceipt, previewReceipt, receiptKeyOf } from './service';
import { claimResultSchema, previewSchema, receiptSchema } from './views';

const tags = ['receipts'];
const security = [{ bearer: [] }];
const idText = (description: string) => str(64, { minLength: 1, pattern: '\\S', description });

type ClaimBody = { redeemId?: string; referenceId?: string; receiptNumber?: string };

/**
 * Receipt claim (seed 000 §4, §7; seed 001 §16): members claim a point-of-sale receipt for loyalty points by its
 * redeem id (the QR's redeem link) or by the printed reference id and receipt number, then open it as an order.
 * Members only: guests cannot collect points (seed 000 §6), so they get 403 like every other redeem action.
 */
export async function receiptRoutes(app: FastifyInstance) {
  app.post<{ Body: ClaimBody }>('/receipts/claim', {
    schema: {
      tags,
      summary: 'Claim a receipt: adds its points to your balance at its merchant, once (409 when already claimed)',
      security,
      body: {
        type: 'object',
        additionalProperties: false,
        properties: {
          redeemId: idText('The redeemID of a scanned redeem link (the order id)'),
          referenceId: idText('The reference id printed on the receipt'),
          receiptNumber: idText('The receipt / order number printed on the receipt'),
        },
      },
      response: { 200: dataOf(claimResultSchema), ...errorResponses },
    },
    handler: async (request) => {
      const { user } = await requireUser(request);
      const key = receiptKeyOf(request.body);
      return { data: await claimReceipt(app.ctx, { tenantId: request.tenant.id, userId: user.id }, key) };
    },
  });

  app.get<{ Params: { receiptId: string } }>('/receipts/:receiptId/preview', {
    schema: {
      tags,
      summary: 'What a redeem id points at: merchant, whether you joined it, whether the receipt is claimed',
      security,
      params: idParam('receiptId'),
      response: { 200: dataOf(previewSchema), ...errorResponses },
    },
    handler: async (request) => {
      const { user } = await requireUser(request);
      const scope = { tenantId: request.tenant.id, userId: user.id };
      return { data: await previewReceipt(app.ctx.db, scope, request.params.receiptId) };
    },
  });

  app.get<{ Params: { orderId: string } }>('/receipts/:orderId', {
    schema: {
      tags,
      summary: 'A receipt you claimed, as an order (the order page); 404 for anyone else',
      security,
      params: idParam('orderId'),
      response: { 200: dataOf(receiptSchema), ...errorResponses },
    },
    handler: async (request) => {
      const { user } = await requireUser(request);
      const scope = { tenantId: request.tenant.id, userId: user.id };
      return { data: await ownReceipt(app.ctx.db, scope, { id: request.params.orderId }) };
    },
  });

  app.get<{ Params: { referenceId: string } }>('/receipts/by-reference/:referenceId', {
    schema: {
      tags,
      summary: 'Retrieve a receipt you claimed by its reference_id (seed 000 §7)',
      security,
      params: idParam('referenceId'),
      response: { 200: dataOf(receiptSchema), ...errorResponses },
    },
    handler: async (request) => {
      const { user } = await requireUser(request);
      const scope = { tenantId: request.tenant.id, userId: user.id };
      return { data: await ownReceipt(app.ctx.db, scope, { referenceId: request.params.referenceId }) };
    },
  });

  if (app.ctx.env === 'production') return;

  // Browser tests claim receipts for real; a fresh one per test keeps them repeatable on a reused database.
  app.post<{ Body: { merchantId?: string; total?: number } }>('/dev/receipts', {
    schema: {
      tags: ['dev'],
      summary: 'Create an unclaimed receipt with its printed QR payloads (not in production)',
      body: {
        type: 'object',
        additionalProperties: false,
        properties: {
          merchantId: str(64, { minLength: 1, description: "Default: the tenant's own merchant" }),
          total: { type: 'number', minimum: 0.01, maximum: 100000 },
        },
      },
      response: {
        200: dataOf({
          type: 'object',
          properties: {
            redeemId: { type: 'string' },
            referenceId: { type: 'string' },
            receiptNumber: { type: 'string' },
            points: { type: 'number' },
            qrJson: { type: 'string' },
          },
        }),
        ...errorResponses,
      },
    },
    handler: async (request) => {
      const tenantId = request.tenant.id;
      const merchantId = request.body?.merchantId ?? tenantId;
      const [merchant] = await app.ctx.db
        .select({ id: merchants.id })
        .from(merchants)
        .where(and(eq(merchants.tenantId, tenantId), eq(merchants.id, merchantId)));
      if (!merchant) throw notFound('Merchant');
      const row = await createReceipt(
        app.ctx.db,
        { tenantId, merchantId, total: request.body?.total ?? 12.5 },
        app.ctx.clock(),
      );
      return {
        data: {
          redeemId: row.id,
          referenceId: row.referenceId,
          receiptNumber: row.orderNumber,
          points: Number(row.points),
          qrJson: JSON.stringify({ x: row.referenceId, y: row.orderNumber }),
        },
      };
    },
  });
}
