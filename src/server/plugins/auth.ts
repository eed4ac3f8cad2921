/**
 * Authentication as a plugin: every route declares who may call it (`auth` of its endpoint in src/shared/api), and
 * this hook looks the caller up once and refuses before the handler runs. Handlers read `request.session`.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthLevel } from '../../shared/api/endpoint';
import { forbidden, unauthorized } from '../lib/app-error';
import { sha256 } from '../lib/ids';
import { findSession } from '../modules/auth/tokens';

export type SessionUser = NonNullable<Awaited<ReturnType<typeof findSession>>>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's session: set on `optional`, `member` and `member-or-guest` routes (null when anonymous). */
    session: SessionUser | null;
  }
  interface FastifyContextConfig {
    auth?: AuthLevel;
  }
}

/** The bearer token of a request's Authorization header, or null when it has none of the allowed shape. */
export function bearer(request: Pick<FastifyRequest, 'headers'>): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S{10,200})$/i.exec(header);
  return match ? match[1] : null;
}

/**
 * The session of a valid bearer token of this request's tenant, else null. Found sessions are kept in memory
 * (`ctx.sessions`, keyed by the token's hash): a logout, a revocation or a change to the user clears them before its
 * answer leaves (plugins/read-caches.ts), and expiry is checked at every use.
 */
export async function lookUpSession(request: FastifyRequest): Promise<SessionUser | null> {
  const token = bearer(request);
  if (!token) return null;
  const { db, clock, sessions } = request.server.ctx;
  const tenantId = request.tenant.id;
  const now = clock();
  const found = await sessions.read(
    tenantId,
    sha256(token),
    () => findSession(db, tenantId, token, now),
    (session) => session !== null,
  );
  return found && found.expiresAt > now ? found : null;
}

/** Refuses a request that does not meet `level`; 401 without a valid token, 403 for a guest on a members' route. */
export function enforceAuthLevel(request: FastifyRequest, level: AuthLevel): void {
  if (level === 'public' || level === 'optional') return;
  const found = request.session;
  if (!found) {
    throw request.headers.authorization
      ? unauthorized('The token is invalid, expired or revoked: sign in again')
      : unauthorized();
  }
  if (found.user.role === 'guest' && level === 'member') {
    throw forbidden('Guests cannot do this: sign up or log in', 'GUEST_NOT_ALLOWED');
  }
}

/** The signed-in caller of a `member` or `member-or-guest` route (the plugin has already refused anyone else). */
export function sessionOf(request: Pick<FastifyRequest, 'session'>): SessionUser {
  if (!request.session) throw unauthorized();
  return request.session;
}

export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('session', null);
    app.addHook('preHandler', async (request) => {
      const level = request.routeOptions.config.auth;
      if (!level || level === 'public') return;
      request.session = await lookUpSession(request);
      enforceAuthLevel(request, level);
    });
  },
  { name: 'livery-auth', dependencies: ['livery-tenancy', 'livery-context'] },
);
