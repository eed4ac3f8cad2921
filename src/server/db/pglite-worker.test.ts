// PGlite runs in a worker thread (issue 14): the main thread keeps serving while a query runs, and the worker keeps
// what PGlite on the main thread guaranteed — transactions one at a time, rollback on failure, PostgreSQL's errors.
import { sql } from 'drizzle-orm';
import { openDatabase, type DbHandle } from './client';
import { appErrorOfDatabaseError } from './database-errors';

let handle: DbHandle;
beforeAll(async () => {
  handle = await openDatabase({});
  await handle.db.execute(sql`create table counter (id int primary key, n int not null)`);
  await handle.db.execute(sql`insert into counter values (1, 0)`);
}, 60_000);
afterAll(() => handle.close());

const counter = async () =>
  Number(
    ((await handle.db.execute(sql`select n from counter where id = 1`)) as unknown as { rows: { n: number }[] }).rows[0]
      .n,
  );

it('runs a query off the main thread: a timer fires while a slow query runs', async () => {
  const order: string[] = [];
  const slow = handle.db.execute(sql`select pg_sleep(0.4)`).then(() => order.push('query'));
  await new Promise((resolve) => setTimeout(resolve, 20));
  order.push('timer');
  await slow;
  expect(order).toEqual(['timer', 'query']);
});

it('runs transactions one at a time: read-then-write increments lose nothing', async () => {
  const before = await counter();
  await Promise.all(
    Array.from({ length: 20 }, () =>
      handle.db.transaction(async (tx) => {
        const { rows } = (await tx.execute(sql`select n from counter where id = 1`)) as unknown as {
          rows: { n: number }[];
        };
        await new Promise((resolve) => setTimeout(resolve, 1));
        await tx.execute(sql`update counter set n = ${Number(rows[0].n) + 1} where id = 1`);
      }),
    ),
  );
  expect(await counter()).toBe(before + 20);
});

it('rolls a failed transaction back, and the next one runs', async () => {
  const before = await counter();
  await expect(
    handle.db.transaction(async (tx) => {
      await tx.execute(sql`update counter set n = n + 100 where id = 1`);
      throw new Error('changed my mind');
    }),
  ).rejects.toThrow('changed my mind');
  expect(await counter()).toBe(before);
});

it('hands PostgreSQL errors over with their code and constraint', async () => {
  const error = await handle.db.execute(sql`insert into counter values (1, 0)`).catch((e: unknown) => e);
  expect(appErrorOfDatabaseError(error)?.statusCode).toBe(409);
});
