/**
 * Transitional: handlers not yet moved to `route()` + the auth plugin look the caller up here, with the same rules.
 * New routes declare `auth` on their endpoint and read `request.session` instead.
 */
import type { FastifyRequest } from 'fastify';
import { enforceAuthLevel, lookUpSession, type SessionUser } from '../../plugins/auth';

export type { SessionUser };

const looked = new WeakSet<FastifyRequest>();

/** The caller's session if a valid bearer token of this tenant was sent, else null. Looked up once per request. */
export async function optionalUser(request: FastifyRequest): Promise<SessionUser | null> {
  if (request.session || looked.has(request)) return request.session;
  request.session = await lookUpSession(request);
  looked.add(request);
  return request.session;
}

/** The caller's session; 401 without one. Guests pass only where `allowGuest` says so. */
export async function requireUser(request: FastifyRequest, options: { allowGuest?: boolean } = {}) {
  await optionalUser(request);
  enforceAuthLevel(request, options.allowGuest ? 'member-or-guest' : 'member');
  return request.session!;
}
