// The read caches plugin on its own, with a statement stream the test writes: reads (GET) run outside the store of
// what a request wrote, so a read that writes after all (an OAuth callback signs a user up) must still leave no cache
// stale — its write clears every tenant at once and again before the answer of each read in flight leaves.
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerContext } from '../context';
import type { DbHandle } from '../db/client';
import type { QueryListener } from '../db/query-observers';
import { createReadCaches, type ReadCaches } from '../lib/read-caches';
import { readCachesPlugin } from './read-caches';

const MERCHANT_WRITE = 'update "merchants" set "name" = $1 where "id" = $2';

interface Harness {
  app: FastifyInstance;
  caches: ReadCaches;
  /** Sends a statement as the database would have (drizzle's logger fires as a query is sent). */
  send: (sql: string) => void;
}

/** The plugin on a bare Fastify app; `routes` adds the routes a test needs. */
async function harness(routes: (app: FastifyInstance, h: Omit<Harness, 'app'>) => void): Promise<Harness> {
  let listener: QueryListener = () => {};
  const handle = {
    observeQueries: (l: QueryListener) => {
      listener = l;
      return () => {};
    },
  } as unknown as DbHandle;
  const caches = createReadCaches();
  const app = Fastify();
  app.decorate('ctx', { ...caches, tenants: { onChange: () => () => {} } } as unknown as ServerContext);
  await app.register(fp(async () => {}, { name: 'livery-context' }));
  await app.register(readCachesPlugin, { handle });
  const h = { caches, send: (sql: string) => listener(sql, []) };
  routes(app, h);
  await app.ready();
  return { app, ...h };
}

/** What the public reads hold for `tenant` (loading `fresh` when nothing is kept). */
const held = (caches: ReadCaches, tenant: string, fresh = 'fresh') =>
  caches.publicReads.read(tenant, 'merchant page', async () => fresh);

describe('read caches plugin: reads run outside a request store', () => {
  let h: Harness;
  afterEach(() => h.app.close());

  it('a write sent by a read clears the caches it touches for every tenant at once', async () => {
    h = await harness((app, { caches, send }) =>
      app.get('/read-that-writes', async () => {
        send(MERCHANT_WRITE);
        return { alpha: await held(caches, 'alpha', 'after the write') };
      }),
    );
    await held(h.caches, 'alpha', 'before');
    await held(h.caches, 'beta', 'before');
    const res = await h.app.inject({ method: 'GET', url: '/read-that-writes' });
    expect(res.json()).toEqual({ alpha: 'after the write' });
    expect(await held(h.caches, 'beta', 'after the write')).toBe('after the write');
  });

  // A GET's write has no store (cleared again for every read in flight), a POST's has its own: both answer only
  // after a read that loaded the rows before the write committed is forgotten.
  it.each(['GET', 'POST'] as const)('a %s that writes clears again before its answer leaves', async (method) => {
    h = await harness((app, { caches, send }) =>
      app.route({
        method,
        url: '/writes',
        handler: async () => {
          send(MERCHANT_WRITE);
          await held(caches, 'alpha', 'stale');
          return 'ok';
        },
      }),
    );
    await h.app.inject({ method, url: '/writes' });
    expect(await held(h.caches, 'alpha', 'after the answer')).toBe('after the answer');
  });

  it('a read with no write in flight clears nothing', async () => {
    h = await harness((app, { caches }) => app.get('/read', async () => held(caches, 'alpha')));
    await held(h.caches, 'alpha', 'kept');
    await h.app.inject({ method: 'GET', url: '/read' });
    expect(await held(h.caches, 'alpha', 'reloaded')).toBe('kept');
  });
});
