import type { FastifyInstance } from 'fastify';
import * as api from '../../../shared/api/account';
import { badRequest, notFound } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { route } from '../../lib/route';
import * as repo from './repository';
import { userScopeOf } from './user-scope';

const view = (a: repo.AddressRow): api.Address => ({
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
  route(app, api.listAddresses, async (request) => ({
    data: (await repo.listAddresses(app.ctx.db, userScopeOf(request))).map(view),
  }));

  route(app, api.addAddress, async (request) => {
    const scope = userScopeOf(request);
    if ((await repo.countAddresses(app.ctx.db, scope)) >= api.MAX_ADDRESSES)
      throw badRequest(`At most ${api.MAX_ADDRESSES} addresses can be saved: remove one first`, 'street');
    const { label, street, unit = '', city = '', postalCode = '' } = request.body;
    // The schema counts spaces as characters; a label or street of spaces is still blank.
    const input = { label: label.trim(), street: street.trim(), unit, city, postalCode };
    if (!input.label) throw badRequest('label must not be blank', 'label');
    if (input.street.length < 3) throw badRequest('street must have at least 3 characters', 'street');
    return { data: view(await repo.insertAddress(app.ctx.db, scope, newId(), input, app.ctx.clock())) };
  });

  route(app, api.removeAddress, async (request) => {
    if (!(await repo.deleteAddress(app.ctx.db, userScopeOf(request), request.params.addressId)))
      throw notFound('Address');
    return { data: true };
  });
}
