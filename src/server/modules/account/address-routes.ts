import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { dataOf, errorResponses, idParam, okSchema } from '../../lib/schemas';
import { requireUser } from '../auth/require-user';
import * as repo from './repository';
import { addressInputSchema, addressSchema, security, tags } from './schemas';

/** A member keeps a short list; more than this is almost certainly a script, not a person. */
export const MAX_ADDRESSES = 20;

const view = (a: repo.AddressRow) => ({
  _id: a.id,
  label: a.label,
  street: a.street,
  unit: a.unit,
  city: a.city,
  postalCode: a.postalCode,
  createdAt: a.createdAt.toISOString(),
});

/** The member's saved addresses (/next/my/address). */
export async function addressRoutes(app: FastifyInstance) {
  const scopeOf = async (request: Parameters<typeof requireUser>[0]) => {
    const { user } = await requireUser(request);
    return { tenantId: request.tenant.id, userId: user.id };
  };

  app.get('/me/addresses', {
    schema: {
      tags,
      security,
      summary: "The member's addresses, oldest first",
      response: { 200: dataOf({ type: 'array', items: addressSchema }), ...errorResponses },
    },
    handler: async (request) => ({ data: (await repo.listAddresses(app.ctx.db, await scopeOf(request))).map(view) }),
  });

  app.post<{ Body: repo.AddressInput }>('/me/addresses', {
    schema: {
      tags,
      security,
      summary: `Add an address (at most ${MAX_ADDRESSES})`,
      body: addressInputSchema,
      response: { 200: dataOf(addressSchema), ...errorResponses },
    },
    handler: async (request) => {
      const scope = await scopeOf(request);
      const { label, street, unit = '', city = '', postalCode = '' } = request.body;
      const input = { label: label.trim(), street: street.trim(), unit, city, postalCode };
      if (!input.label) throw badRequest('label must not be blank', 'label');
      if (input.street.length < 3) throw badRequest('street must have at least 3 characters', 'street');
      const saved = await repo.insertAddressWithinCap(
        app.ctx.db,
        scope,
        { id: newId(), input, now: app.ctx.clock() },
        MAX_ADDRESSES,
      );
      if (!saved)
        throw badRequest(
          `At most ${MAX_ADDRESSES} addresses can be saved: remove one first`,
          'street',
          'TOO_MANY_ADDRESSES',
        );
      return { data: view(saved) };
    },
  });

  app.delete<{ Params: { addressId: string } }>('/me/addresses/:addressId', {
    schema: {
      tags,
      security,
      summary: 'Remove one of the member’s addresses',
      params: idParam('addressId'),
      response: { 200: okSchema, ...errorResponses },
    },
    handler: async (request) => {
      if (!(await repo.deleteAddress(app.ctx.db, await scopeOf(request), request.params.addressId)))
        throw notFound('Address');
      return { data: true };
    },
  });
}
