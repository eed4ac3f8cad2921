import type { FastifyInstance } from 'fastify';
import * as api from '../../../shared/api/purchases';
import { toCents } from '../../../shared/rules/money';
import { badRequest } from '../../lib/app-error';
import { idempotent } from '../../lib/idempotency';
import { route } from '../../lib/route';
import { printReceipt } from '../receipts/print-receipt';
import { registerOrThrow } from '../register-payment/registers';

/** The register records a paid sale as a printed receipt (issue 13 "record a paid receipt"). */
export async function paidPurchaseRoutes(app: FastifyInstance) {
  const { ctx } = app;
  route(app, api.recordReceiptAtRegister, async (request) => {
    const register = await registerOrThrow(ctx.db, request.tenant.id, request.headers['x-registerid']);
    const cents = toCents(request.body.total);
    if (!cents || cents <= 0) throw badRequest('total must be more than 0', 'total');
    const now = ctx.clock();
    const answer = await idempotent(
      ctx.db,
      { tenantId: register.tenantId, owner: `register:${register.id}`, key: request.headers['idempotency-key'] },
      { route: 'recordReceiptAtRegister', cents },
      { now, statusCode: 201 },
      (tx) =>
        printReceipt(tx, { tenantId: register.tenantId, merchantId: register.merchantId, total: cents / 100 }, now),
    );
    return { data: answer.value };
  });
}
