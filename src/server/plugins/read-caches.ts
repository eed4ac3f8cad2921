import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { afterCommit, currentTransaction } from '../db/after-commit';
import type { DbHandle } from '../db/client';
import { PostgresChannel } from '../db/postgres-channel';
import { allReadCaches } from '../lib/read-caches';
import type { TenantReadCache, WriteVerb } from '../lib/tenant-read-cache';

/** The verb and table of each write in a statement, as drizzle spells them (`update "merchants" set …`). */
const WRITE = /\b(insert\s+into|update|delete\s+from)\s+"(\w+)"/gi;
const UPSERT = /\bon\s+conflict\b[^;]*\bdo\s+update\b/i;

function writesOf(statement: string): { verb: WriteVerb; table: string }[] {
  return [...statement.matchAll(WRITE)].map(([, verb, table]) => {
    const word = verb.slice(0, 6).toLowerCase();
    if (word === 'insert') return { verb: UPSERT.test(statement) ? 'upsert' : 'insert', table };
    return { verb: word === 'update' ? 'update' : 'delete', table };
  });
}

const CHANNEL = 'livery_read_caches';
/** In a message: every tenant (a write outside a request, or one on a route without a tenant). */
const ALL = '*';

/** Methods that read: their requests run outside the store of what a request wrote (see the onRequest hook). */
const READS = new Set(['GET', 'HEAD']);

/** What the statements of one request wrote, of which tenant, and whether its answer has been sent. */
interface RequestWrites {
  caches: Set<TenantReadCache>;
  sent: boolean;
  tenantId: string;
}

/**
 * Keeps the read caches of `ctx` (lib/read-caches.ts) true to the database. A request that writes a table a cache
 * reads from clears that cache's entries of its tenant at once (its own later reads see the write) and again after
 * its handler, before the answer leaves (so the writer's next read sees the write), and tells the other processes on
 * the same PostgreSQL (NOTIFY). A write of the request
 * that lands after its answer (work it left running) clears at once. A write outside any request's store (a seed, a
 * script, a read that writes: GET and HEAD run without a store) clears every tenant of the caches it touches, again
 * before the answer of every read then in flight leaves, and again once its transaction (if any) has committed, as a
 * write a request left running does; the tenant set changing (live pick-up syncs rows)
 * clears them all.
 */
export const readCachesPlugin = fp(
  async (app: FastifyInstance, options: { handle: DbHandle }) => {
    const caches = allReadCaches(app.ctx);
    const byName = new Map(caches.map((cache) => [cache.name, cache]));
    const requestWrites = new AsyncLocalStorage<RequestWrites>();
    const instance = randomUUID();
    const clear = (tenantId: string, cleared: Iterable<TenantReadCache>) => {
      for (const cache of cleared) {
        if (tenantId === ALL) cache.invalidateAll();
        else cache.invalidate(tenantId);
      }
    };

    const { events } = options.handle;
    const channel = events
      ? new PostgresChannel({
          events,
          channel: CHANNEL,
          onMessage: (payload) => {
            const [from, tenantId, names] = payload.split('|');
            if (from === instance) return;
            clear(
              tenantId,
              names.split(',').flatMap((name) => byName.get(name) ?? []),
            );
          },
          // Deaf to other processes' writes, a cache would serve what they changed: read through until heard again.
          onListening: (listening) => caches.forEach((cache) => cache.setEnabled(listening)),
          log: (message) => app.log.warn(message),
        })
      : null;
    if (channel) {
      caches.forEach((cache) => cache.setEnabled(false));
      await channel.start();
    }
    const publish = async (tenantId: string, cleared: Set<TenantReadCache>) => {
      clear(tenantId, cleared);
      await channel?.publish(`${instance}|${tenantId}|${[...cleared].map((cache) => cache.name).join(',')}`);
    };
    const publishLogged = (tenantId: string, cleared: Set<TenantReadCache>) =>
      publish(tenantId, cleared).catch((error: unknown) =>
        app.log.error({ err: error }, 'cache invalidation not sent'),
      );

    // A seed writes thousands of rows outside any request: clear at once, tell the others once per turn of the loop.
    const announcing = new Set<TenantReadCache>();
    const clearAllNow = (cleared: Iterable<TenantReadCache>) => {
      for (const cache of cleared) cache.invalidateAll();
      if (!channel) return;
      const scheduled = announcing.size > 0;
      for (const cache of cleared) announcing.add(cache);
      if (scheduled) return;
      setImmediate(() => {
        const announced = new Set(announcing);
        announcing.clear();
        void publishLogged(ALL, announced);
      });
    };

    // Writes seen outside any request's store so far, and the count at each cache's last one (see onRequest).
    let looseWrites = 0;
    const lastLooseWrite = new Map<TenantReadCache, number>();
    const stopObserving = options.handle.observeQueries((statement) => {
      const touched = new Set<TenantReadCache>();
      for (const { verb, table } of writesOf(statement)) {
        for (const cache of caches) if (cache.watches(verb, table)) touched.add(cache);
      }
      if (touched.size === 0) return;
      // Inside a transaction, a read made before its commit still sees the old rows and may keep them: such a write
      // clears once more when its transaction has committed.
      const transaction = currentTransaction();
      const writes = requestWrites.getStore();
      if (!writes) {
        looseWrites += 1;
        for (const cache of touched) lastLooseWrite.set(cache, looseWrites);
        clearAllNow(touched);
        if (transaction) afterCommit(transaction, () => clearAllNow(touched));
        return;
      }
      if (writes.sent) {
        void publishLogged(writes.tenantId, touched);
        if (transaction) afterCommit(transaction, () => publishLogged(writes.tenantId, touched));
        return;
      }
      // At once, for the rest of this request (a join answers the page it changed), and again before the answer
      // leaves: a read that loaded while the write was not yet committed may have kept the old rows meanwhile.
      clear(writes.tenantId, touched);
      touched.forEach((cache) => writes.caches.add(cache));
    });
    const stopFollowingTenants = app.ctx.tenants.onChange(() => clearAllNow(caches));

    // Kept by request as well: the store is what the statements of the request's handler saw.
    const writesByRequest = new WeakMap<object, RequestWrites>();
    // A read (GET, HEAD) runs outside any store: entering one costs every request ~20 µs of the main thread on
    // Node 20 (AsyncLocalStorage rides on async hooks), a quarter of a cheap route's whole time. Should a read write
    // after all (an OAuth callback signs a user up), its statement finds no store and clears every tenant of the
    // caches it touches at once, as a seed's does; and each read in flight meanwhile clears them again before its
    // answer leaves, as a writing request does for its own writes.
    const looseWritesAtStart = new WeakMap<object, number>();
    app.addHook('onRequest', (request, _reply, done) => {
      if (READS.has(request.method)) {
        looseWritesAtStart.set(request, looseWrites);
        return done();
      }
      // The tenancy plugin, registered before, has resolved the request's tenant by now.
      const writes: RequestWrites = { caches: new Set(), sent: false, tenantId: request.tenant?.id ?? ALL };
      writesByRequest.set(request, writes);
      requestWrites.run(writes, done);
    });
    app.addHook('onSend', async (request) => {
      const since = looseWritesAtStart.get(request);
      if (since !== undefined && since < looseWrites)
        clearAllNow(caches.filter((cache) => (lastLooseWrite.get(cache) ?? 0) > since));
      const writes = writesByRequest.get(request);
      if (!writes) return;
      writes.sent = true;
      if (writes.caches.size) await publish(writes.tenantId, writes.caches);
    });
    app.addHook('onClose', async () => {
      stopObserving();
      stopFollowingTenants();
      await channel?.close();
    });
  },
  { name: 'livery-read-caches', dependencies: ['livery-context'] },
);
