import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as api from '../../../shared/api/payments';
import { route } from '../../lib/route';
import { sessionOf } from '../../plugins/auth';
import { WebhookRejected } from '../../payments/provider';
import { badRequest } from '../../lib/app-error';
import { paymentDevRoutes } from './dev-routes';
import { sandboxPageRoutes } from './sandbox-routes';
import { attemptsOf, confirmPayment, paymentMethodsOf, startPayment } from './service';

/**
 * Payments (issue 12): the payment sheet's methods, attempts of an order, the server-to-server re-check, provider
 * webhooks (raw body, signature verified by the provider), the sandbox's hosted page and its development routes.
 */
export async function paymentRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const payerOf = (request: FastifyRequest) => ({ tenantId: request.tenant.id, userId: sessionOf(request).user.id });

  route(app, api.listOrderPaymentMethods, async (request) => ({
    data: await paymentMethodsOf(ctx, request.tenant, payerOf(request), request.params.orderId),
  }));

  route(app, api.createOrderPayment, async (request) => ({
    data: await startPayment(ctx, request.tenant, payerOf(request), request.params.orderId, request.body.provider),
  }));

  route(
    app,
    api.confirmOrderPayment,
    async (request) => ({
      data: await confirmPayment(
        ctx,
        request.tenant,
        payerOf(request),
        request.params.orderId,
        request.params.paymentId,
        // No body (an older client): a plain re-check.
        { sessionResult: request.body?.sessionResult },
      ),
    }),
    { absentBodyIsEmpty: true },
  );

  route(app, api.listOrderPayments, async (request) => ({
    data: await attemptsOf(ctx.db, payerOf(request), request.params.orderId),
  }));

  await app.register(webhookRoutes);
  await app.register(sandboxPageRoutes);
  if (ctx.env !== 'production') await app.register(paymentDevRoutes);
}

/** Webhooks in their own scope: every body stays the raw bytes its signature covers. */
async function webhookRoutes(app: FastifyInstance) {
  const { ctx } = app;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  route(app, api.receivePaymentWebhook, async (request) => {
    const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    try {
      return {
        data: await ctx.payments.handleWebhook(
          ctx.db,
          request.tenant,
          request.params.provider,
          {
            rawBody,
            headers: request.headers,
          },
          ctx.clock(),
        ),
      };
    } catch (error) {
      if (error instanceof WebhookRejected)
        throw badRequest(`Webhook refused: ${error.message}`, 'body', 'WEBHOOK_REJECTED');
      throw error;
    }
  });
}
