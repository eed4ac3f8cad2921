import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import * as api from '../../../shared/api/ordering-cart';
import { users } from '../../db/schema';
import { ofTenant } from '../../db/scopes';
import { badRequest } from '../../lib/app-error';
import { route } from '../../lib/route';
import { sessionOf } from '../../plugins/auth';
import { searchPlaces } from './gazetteer';

/** The delivery sheet's address search and its Update email (seed 002 §5, §7). */
export async function orderAddressRoutes(app: FastifyInstance) {
  route(app, api.searchAddresses, async (request) => {
    const found = searchPlaces(request.query.q, request.query.type ?? 'text');
    if (!found) throw badRequest("q must be 'latitude,longitude' when type is coordinate", 'q');
    return { data: found };
  });

  // The address form's "Update email": the account e-mail becomes the delivery e-mail (unverified until confirmed).
  route(app, api.updateAccountEmail, async (request) => {
    await app.ctx.db
      .update(users)
      .set({ email: request.body.email.trim().toLowerCase(), isEmailVerified: false })
      .where(ofTenant(users, request.tenant.id, eq(users.id, sessionOf(request).user.id)));
    return { data: true };
  });
}
