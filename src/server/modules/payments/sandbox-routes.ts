import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as T from '@sinclair/typebox';
import * as api from '../../../shared/api/payments';
import { sandboxCardOutcome } from '../../../shared/constants/payments';
import { SandboxProvider, type SandboxCharge } from '../../payments/sandbox';
import { challengePage, checkoutPage, sandboxPagePolicy, settledPage } from './sandbox-page';

const CheckoutBody = T.Object({
  action: T.Optional(T.Union([T.Literal('pay'), T.Literal('cancel')])),
  cardNumber: T.Optional(T.String({ maxLength: 32 })),
  expiry: T.Optional(T.String({ maxLength: 16 })),
  cvc: T.Optional(T.String({ maxLength: 8 })),
  holder: T.Optional(T.String({ maxLength: 100 })),
});
const ChallengeBody = T.Object({ result: T.Union([T.Literal('pass'), T.Literal('fail')]) });

type CheckoutRequest = FastifyRequest<{ Params: { reference: string }; Body: T.Static<typeof CheckoutBody> }>;
type ChallengeRequest = FastifyRequest<{ Params: { reference: string }; Body: T.Static<typeof ChallengeBody> }>;

/** The running sandbox, or null when this server does not run one (then its pages do not exist). */
export const sandboxOf = (app: FastifyInstance) => {
  const provider = app.ctx.payments.running('sandbox');
  return provider instanceof SandboxProvider ? provider : null;
};

/**
 * The sandbox's hosted page (GET shows it, POST takes a test card) and its challenge step; the page's outcome is
 * announced by the sandbox's signed webhook, delivered by this server to its own webhook route (app.inject: the
 * same route, the same signature check as a provider's request), before the payer is sent back to the order.
 */
export async function sandboxPageRoutes(app: FastifyInstance) {
  const sandbox = sandboxOf(app);
  if (!sandbox) return;
  sandbox.connect(async (host, rawBody, headers) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/sandbox',
      headers: { ...headers, host },
      payload: rawBody,
    });
    return { statusCode: response.statusCode, body: response.body };
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const chargeOf = (request: FastifyRequest<{ Params: { reference: string } }>): SandboxCharge | null => {
    const charge = sandbox.charge(request.params.reference);
    return charge && charge.tenantId === request.tenant.id ? charge : null;
  };
  const html = (request: FastifyRequest, reply: FastifyReply, body: string, status = 200) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', sandboxPagePolicy(request.cspNonce))
      .send(body);
  const notFoundPage = (request: FastifyRequest, reply: FastifyReply) =>
    html(
      request,
      reply,
      '<!doctype html><title>Payment not found</title><p>This test payment does not exist.</p>',
      404,
    );
  const page = (request: FastifyRequest, charge: SandboxCharge, error?: string) => ({
    tenant: request.tenant,
    charge,
    nonce: request.cspNonce,
    error,
  });
  const params = { params: api.SandboxCheckoutParams, hide: true };

  app.get<{ Params: { reference: string } }>(
    '/payments/sandbox/checkout/:reference',
    { schema: params },
    async (request, reply) => {
      const charge = chargeOf(request);
      if (!charge) return notFoundPage(request, reply);
      return html(
        request,
        reply,
        charge.state === 'pending' ? checkoutPage(page(request, charge)) : settledPage(page(request, charge)),
      );
    },
  );

  app.post(
    '/payments/sandbox/checkout/:reference',
    { schema: { ...params, body: CheckoutBody } },
    async (request: CheckoutRequest, reply) => {
      const charge = chargeOf(request);
      if (!charge) return notFoundPage(request, reply);
      if (charge.state !== 'pending') return html(request, reply, settledPage(page(request, charge)));
      const host = request.headers.host ?? null;
      if (request.body.action === 'cancel') {
        await sandbox.settle(charge.reference, 'failed', host);
        return reply.redirect(charge.returnPath, 303);
      }
      switch (sandboxCardOutcome(request.body.cardNumber ?? '')) {
        case 'success':
          await sandbox.settle(charge.reference, 'succeeded', host);
          return reply.redirect(charge.returnPath, 303);
        case 'processing':
          if (host) sandbox.settleLater(charge.reference, host);
          return reply.redirect(charge.returnPath, 303);
        case 'challenge':
          return html(request, reply, challengePage(page(request, charge)));
        case 'decline':
          return html(
            request,
            reply,
            checkoutPage(page(request, charge, 'Your card was declined. Try another card.')),
            402,
          );
        default:
          return html(request, reply, checkoutPage(page(request, charge, 'Use one of the test cards below.')), 400);
      }
    },
  );

  app.post(
    '/payments/sandbox/checkout/:reference/challenge',
    { schema: { ...params, body: ChallengeBody } },
    async (request: ChallengeRequest, reply) => {
      const charge = chargeOf(request);
      if (!charge) return notFoundPage(request, reply);
      if (charge.state !== 'pending') return html(request, reply, settledPage(page(request, charge)));
      if (request.body.result === 'fail')
        return html(
          request,
          reply,
          checkoutPage(page(request, charge, 'Authentication failed. Try again or use another card.')),
          402,
        );
      await sandbox.settle(charge.reference, 'succeeded', request.headers.host ?? null);
      return reply.redirect(charge.returnPath, 303);
    },
  );
}
