import type { FastifyRequest } from 'fastify';
import { sessionOf } from '../../plugins/auth';
import type { UserScope } from './repository';

/** The signed-in caller's rows: every account query names the tenant and the user. */
export const userScopeOf = (request: FastifyRequest): UserScope => ({
  tenantId: request.tenant.id,
  userId: sessionOf(request).user.id,
});
