import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/postgres-adapter';
import { merchantRoom, userRoom } from '../../shared/constants/realtime-events';
import type { PostgresEvents } from '../db/client';
import { poolBatchingNotifies } from '../db/notify-batch';
import { findSession } from '../modules/auth/tokens';
import { resolveHost } from '../tenancy/resolve-host';

declare module 'fastify' {
  interface FastifyInstance {
    io: Server;
  }
}

/**
 * @socket.io/postgres-adapter 0.5 takes its LISTEN connection from the pool without waiting, and a close that comes
 * before it has one never gives it back (pool.end() then hangs). Wait, bounded, until it holds the connection, so
 * that closing always releases it. The adapter keeps it as `client.client` on the namespace's adapter.
 */
async function listenConnectionTaken(io: Server, timeoutMs = 10_000): Promise<void> {
  const adapter = io.of('/').adapter as unknown as { client?: { client?: unknown } };
  const deadline = Date.now() + timeoutMs;
  while (!adapter.client?.client && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
}

/**
 * socket.io on the same port. A socket authenticates with the user token (handshake `auth.token`) of the tenant
 * of its Host — a member's or a guest's — and joins its user room and its merchant room. With PostgreSQL, events go through
 * @socket.io/postgres-adapter so every server process reaches every socket.
 */
export const realtimePlugin = fp(
  async (app: FastifyInstance, options: { events?: PostgresEvents; baseDomain?: string }) => {
    const io = new Server(app.server, { path: '/socket.io', serveClient: false, cors: { origin: false } });
    if (options.events) {
      const { pool, notifies } = options.events;
      await pool.query(
        'CREATE TABLE IF NOT EXISTS socket_io_attachments (id bigserial UNIQUE, created_at timestamptz DEFAULT NOW(), payload bytea)',
      );
      io.adapter(createAdapter(poolBatchingNotifies(pool, notifies)));
      await listenConnectionTaken(io);
    }
    io.use(async (socket, next) => {
      try {
        const token = typeof socket.handshake.auth?.token === 'string' ? socket.handshake.auth.token : '';
        const tenants = app.ctx.tenants.current();
        const host = resolveHost(socket.handshake.headers.host, {
          tenants: tenants.routes,
          defaultTenant: tenants.defaultTenant,
          // As the HTTP routes resolve it (plugins/tenancy.ts): in production `<subdomain>.<BASE_DOMAIN>`.
          baseDomain: options.baseDomain,
        });
        if (host.kind !== 'tenant' || !token) return next(new Error('unauthorized: send auth.token'));
        const session = await findSession(app.ctx.db, host.tenantId, token, app.ctx.clock());
        if (!session) return next(new Error('unauthorized: token invalid, expired or revoked'));
        socket.data.userId = session.user.id;
        await socket.join([userRoom(session.user.id), merchantRoom(host.tenantId)]);
        next();
      } catch (error) {
        next(error as Error);
      }
    });
    app.decorate('io', io);
    app.ctx.realtime = { toUser: (userId, event, payload) => void io.to(userRoom(userId)).emit(event, payload) };
    app.addHook('onClose', async () => {
      await new Promise<void>((resolve) => io.close(() => resolve()));
    });
  },
  { name: 'livery-realtime', dependencies: ['livery-context'] },
);
