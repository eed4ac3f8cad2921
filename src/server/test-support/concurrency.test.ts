import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { DbHandle } from '../db/client';
import { openTestDatabase } from './build-test-app';
import { atOnce, times } from './concurrency';

// The harness itself: requests sent with atOnce must really run side by side against the database, or every
// "limit under concurrency" test would pass without proving anything. A deliberately racy route (read, then write
// what was read plus one, in two statements) must lose updates, and its handlers must all be in flight together.
let handle: DbHandle;
let app: FastifyInstance;
// Both drivers answer execute() with { rows }; the shared Db type leaves the result unknown.
const counter = async () =>
  Number(
    ((await handle.db.execute(sql`select n from harness_counter where id = 1`)) as { rows: { n: number }[] }).rows[0].n,
  );
let inFlight = 0;
let maxInFlight = 0;
beforeAll(async () => {
  handle = await openTestDatabase();
  await handle.db.execute(sql`create table harness_counter (id int primary key, n int not null)`);
  await handle.db.execute(sql`insert into harness_counter values (1, 0)`);
  app = Fastify();
  app.post('/racy-increment', async () => {
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    try {
      const n = await counter();
      await handle.db.execute(sql`update harness_counter set n = ${n + 1} where id = 1`);
      return { n: n + 1 };
    } finally {
      inFlight -= 1;
    }
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await handle?.close();
});

it('runs the requests of a burst side by side, so a read-compare-write race shows', async () => {
  const burst = await atOnce(times(20, () => app.inject({ method: 'POST', url: '/racy-increment' })));
  expect(burst.tally).toEqual({ 200: 20 });
  expect(maxInFlight).toBe(20);
  // 20 increments, but the racy route lost some: proof that the statements of different requests interleaved.
  expect(await counter()).toBeLessThan(20);
});
