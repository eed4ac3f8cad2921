import type { RealtimePayload } from '../shared/api/realtime';
import type { RealtimeEvent } from '../shared/constants/realtime-events';
import type { ResolvedTenant } from '../shared/tenant/resolve-tenant';
import type { Db } from './db/client';
import type { Clock } from './lib/clock';
import type { ReadCaches } from './lib/read-caches';
import type { Outbox } from './messaging/outbox';
import type { TenantRegistry } from './tenancy/tenant-registry';
import type { PaymentGateway } from './payments/gateway';

/** Pushes live events; the realtime plugin replaces the no-op one when socket.io is attached. */
export interface Realtime {
  toUser<E extends RealtimeEvent>(userId: string, event: E, payload: RealtimePayload<E>): void;
}

/**
 * Everything a service needs besides the request: passed explicitly instead of reaching for globals. The read caches
 * (`publicReads`, `sessions`, `memberReads`) are cleared by the writes that change them (plugins/read-caches.ts).
 */
export interface ServerContext extends ReadCaches {
  db: Db;
  clock: Clock;
  outbox: Outbox;
  realtime: Realtime;
  env: 'production' | 'development' | 'test';
  /** The served tenants; read `tenants.current()` once per request (live pick-up swaps the set). */
  tenants: TenantRegistry;
  /** Pays orders through the tenant's provider (src/server/payments). */
  payments: PaymentGateway;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: ServerContext;
  }
  interface FastifyRequest {
    /** The tenant (merchant app) of the Host header; set for every /api and app request. */
    tenant: ResolvedTenant;
  }
}
