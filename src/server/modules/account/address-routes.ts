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
    const { label, street, unit = '', city = '', postalCode = '' } = request.body;
    // The schema counts spaces as characters; a label or street of spaces is still blank.
    const input = { label: label.trim(), street: street.trim(), unit, city, postalCode };
    if (!input.label) throw badRequest('label must not be blank', 'label');
    if (input.street.length < 3) throw badRequest('street must have at least 3 characters', 'street');
    // Counted and inserted under the member's row lock, so parallel adds cannot pass the cap together.
    const saved = await repo.insertAddressWithinCap(
      app.ctx.db,
      userScopeOf(request),
      { id: newId(), input, now: app.ctx.clock() },
      api.MAX_ADDRESSES,
    );
    if (!saved)
      throw badRequest(
        `At most ${api.MAX_ADDRESSES} addresses can be saved: remove one first`,
        'street',
        'TOO_MANY_ADDRESSES',
      );
    return { data: view(saved) };
  });

  route(app, api.removeAddress, async (request) => {
    if (!(await repo.deleteAddress(app.ctx.db, userScopeOf(request), request.params.addressId)))
      throw notFound('Address');
    return { data: true };
  });
}
