import type { FastifyInstance } from 'fastify';
import * as api from '../../../shared/api/register-payment';
import { route } from '../../lib/route';
import { registerOrThrow } from './registers';
import { checkout, confirmCustomerCode, inviteCustomer, lookUpCustomer, sendCustomerCode } from './service';

/**
 * Register payment (seed 001 §2 /vendpayment; issue 10): customer lookup, invite, the customer's code and checkout.
 * `rateLimit` (per tenant and address) guards the calls that look members up, send SMS or check codes.
 */
export async function registerPaymentRoutes(app: FastifyInstance, options: { rateLimit: number }) {
  const { ctx } = app;
  const limited = { config: { rateLimit: { max: options.rateLimit, timeWindow: '1 minute' } } };
  const registerOf = (request: { tenant: { id: string }; headers: { 'x-registerid': string } }) =>
    registerOrThrow(ctx.db, request.tenant.id, request.headers['x-registerid']);

  // A lookup tells whether a phone is a member: limited like the code routes, so members cannot be listed.
  route(
    app,
    api.lookupRegisterCustomer,
    async (request) => ({
      data: await lookUpCustomer(ctx, await registerOf(request), request.headers['x-customerid']),
    }),
    limited,
  );

  route(
    app,
    api.inviteRegisterCustomer,
    async (request) => ({
      data: await inviteCustomer(
        ctx,
        request.tenant,
        await registerOf(request),
        request.body.phone,
        `${request.protocol}://${request.headers.host ?? ''}`,
      ),
    }),
    limited,
  );

  route(
    app,
    api.sendRegisterCode,
    async (request) => {
      await registerOf(request);
      return { data: await sendCustomerCode(ctx, request.tenant, request.body.phone, request.ip) };
    },
    limited,
  );

  route(
    app,
    api.confirmRegisterCode,
    async (request) => ({
      data: await confirmCustomerCode(ctx, request.tenant, await registerOf(request), request.body),
    }),
    limited,
  );

  route(app, api.registerCheckout, async (request) => ({
    data: await checkout(ctx, request.tenant, await registerOf(request), {
      rawCustomer: request.headers['x-customerid'],
      token: request.headers['x-register-token'],
      ...request.body,
    }),
  }));
}
