import type { FastifyRequest } from 'fastify';
import { unauthorized, forbidden } from '../../lib/app-error';
import { findSession } from './tokens';

export type SessionUser = NonNullable<Awaited<ReturnType<typeof findSession>>>;

const cache = new WeakMap<FastifyRequest, SessionUser | null>();

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S{10,200})$/i.exec(header);
  return match ? match[1] : null;
}

/** The caller's session if a valid bearer token of this tenant was sent, else null. Looked up once per request. */
export async function optionalUser(request: FastifyRequest): Promise<SessionUser | null> {
  if (cache.has(request)) return cache.get(request) ?? null;
  const token = bearer(request);
  const { db, clock } = request.server.ctx;
  const found = token ? await findSession(db, request.tenant.id, token, clock()) : null;
  cache.set(request, found);
  return found;
}

/** The caller's session; 401 without one. Guests pass only where `allowGuest` says so. */
export async function requireUser(request: FastifyRequest, options: { allowGuest?: boolean } = {}) {
  const found = await optionalUser(request);
  if (!found) {
    throw request.headers.authorization
      ? unauthorized('The token is invalid, expired or revoked: sign in again')
      : unauthorized();
  }
  if (found.user.role === 'guest' && !options.allowGuest) {
    throw forbidden('Guests cannot do this: sign up or log in', 'GUEST_NOT_ALLOWED');
  }
  return found;
}
