import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { getTableName } from 'drizzle-orm';
import type { DbHandle } from '../db/client';
import { PostgresChannel } from '../db/postgres-channel';
import { categories, membershipTiers, merchants, outlets, programs, promotions } from '../db/schema';

/** The tables the cached public reads come from: a write to any of them clears its tenant's cached reads. */
const PUBLIC_TABLES = new Set<string>(
  [merchants, outlets, categories, membershipTiers, programs, promotions].map(getTableName),
);

/** The table an INSERT, UPDATE or DELETE statement writes, as drizzle spells it (`update "merchants" set …`). */
const WRITE = /\b(?:insert\s+into|update|delete\s+from)\s+"(\w+)"/gi;

const writesPublicTable = (statement: string) =>
  [...statement.matchAll(WRITE)].some(([, table]) => PUBLIC_TABLES.has(table));

const CHANNEL = 'livery_public_reads';
/** In a message: every tenant (a write outside a request, or one on a route without a tenant). */
const ALL = '*';

/**
 * Keeps `ctx.publicReads` (lib/public-read-cache.ts) true to the database. A request that wrote a public table
 * clears its tenant's cached reads after its handler, before the answer leaves (so the writer's next read sees the
 * write), and tells the other processes on the same PostgreSQL (NOTIFY). A write outside any request (a seed, a
 * script) clears every tenant at once; the tenant set changing (live pick-up syncs rows) clears them too.
 */
export const publicReadsPlugin = fp(
  async (app: FastifyInstance, options: { handle: DbHandle }) => {
    const cache = app.ctx.publicReads;
    const requestWrites = new AsyncLocalStorage<{ wrotePublicTable: boolean }>();
    const instance = randomUUID();
    const clear = (tenantId: string) => (tenantId === ALL ? cache.invalidateAll() : cache.invalidate(tenantId));

    const { pool } = options.handle;
    const channel = pool
      ? new PostgresChannel({
          pool,
          channel: CHANNEL,
          onMessage: (payload) => {
            const [from, tenantId] = payload.split('|');
            if (from !== instance) clear(tenantId);
          },
          // Deaf to other processes' writes, a cache would serve what they changed: read through until heard again.
          onListening: (listening) => cache.setEnabled(listening),
          log: (message) => app.log.warn(message),
        })
      : null;
    if (channel) {
      cache.setEnabled(false);
      await channel.start();
    }
    const publish = async (tenantId: string) => {
      clear(tenantId);
      await channel?.publish(`${instance}|${tenantId}`);
    };

    // A seed writes thousands of rows outside any request: clear at once, tell the others once per turn of the loop.
    let announcing = false;
    const clearAllNow = () => {
      cache.invalidateAll();
      if (announcing || !channel) return;
      announcing = true;
      setImmediate(() => {
        announcing = false;
        publish(ALL).catch((error: unknown) => app.log.error({ err: error }, 'cache invalidation not sent'));
      });
    };

    const stopObserving = options.handle.observeQueries((statement) => {
      if (!writesPublicTable(statement)) return;
      const writes = requestWrites.getStore();
      if (writes) writes.wrotePublicTable = true;
      else clearAllNow();
    });
    const stopFollowingTenants = app.ctx.tenants.onChange(clearAllNow);

    // Kept by request as well: the store is what the statements of the request's handler saw.
    const writesOf = new WeakMap<object, { wrotePublicTable: boolean }>();
    app.addHook('onRequest', (request, _reply, done) => {
      const writes = { wrotePublicTable: false };
      writesOf.set(request, writes);
      requestWrites.run(writes, done);
    });
    app.addHook('onSend', async (request) => {
      if (writesOf.get(request)?.wrotePublicTable) await publish(request.tenant?.id ?? ALL);
    });
    app.addHook('onClose', async () => {
      stopObserving();
      stopFollowingTenants();
      await channel?.close();
    });
  },
  { name: 'livery-public-reads', dependencies: ['livery-context'] },
);
