import type { ResolvedTenant } from '../shared/tenant/resolve-tenant';
import type { Db } from './db/client';
import type { Clock } from './lib/clock';
import type { Outbox } from './messaging/outbox';
import type { PaymentGateway } from './payments/gateway';
import type { TenantRegistry } from './tenancy/tenant-registry';

/** Pushes live events; the realtime plugin replaces the no-op one when socket.io is attached. */
export interface Realtime {
  toUser(userId: string, event: string, payload: unknown): void;
}

/** Everything a service needs besides the request: passed explicitly instead of reaching for globals. */
export interface ServerContext {
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
