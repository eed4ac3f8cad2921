// PGlite runs in a worker thread (issue 14): the main thread keeps serving while a query runs, and the worker keeps
// what PGlite on the main thread guaranteed — transactions one at a time, rollback on failure, PostgreSQL's errors.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { openDatabase, type DbHandle } from './client';
import { appErrorOfDatabaseError } from './database-errors';
import { together } from './together';

let handle: DbHandle;
beforeAll(async () => {
  handle = await openDatabase({});
  await handle.db.execute(sql`create table counter (id int primary key, n int not null)`);
  await handle.db.execute(sql`insert into counter values (1, 0)`);
});
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

it('sends what one turn asks for as one message, and has the answers back as one', async () => {
  const sent: ({ kind: string } | { kind: string }[])[] = [];
  const answered: unknown[] = [];
  const listening = new WeakSet<Worker>();
  const postMessage = Worker.prototype.postMessage;
  const spy = jest.spyOn(Worker.prototype, 'postMessage').mockImplementation(function (this: Worker, message) {
    if (!listening.has(this)) {
      listening.add(this);
      this.on('message', (answer) => answered.push(answer));
    }
    sent.push(message as (typeof sent)[number]);
    postMessage.call(this, message);
  });
  try {
    const answers = await handle.db.transaction((tx) =>
      together([tx.execute(sql`select 1 as n`), tx.execute(sql`select 2 as n`), tx.execute(sql`select 3 as n`)]),
    );
    expect(answers.map((a) => (a as unknown as { rows: { n: number }[] }).rows[0].n)).toEqual([1, 2, 3]);
  } finally {
    spy.mockRestore();
  }
  // The transaction's `begin` with its three statements, then its `end`.
  expect(sent.map((message) => (Array.isArray(message) ? message.map((m) => m.kind) : message.kind))).toEqual([
    ['begin', 'query', 'query', 'query'],
    'end',
  ]);
  // The four answers together (PGlite runs the statements one after the other in the same turn), then `end`'s.
  expect(answered.map((answer) => (Array.isArray(answer) ? answer.length : 1))).toEqual([4, 1]);
});

it('hands PostgreSQL errors over with their code and constraint', async () => {
  const error = await handle.db.execute(sql`insert into counter values (1, 0)`).catch((e: unknown) => e);
  expect(appErrorOfDatabaseError(error)?.statusCode).toBe(409);
});

// Statements with parameters run as named prepared statements (pglite-prepared.mjs), and a transaction's `begin`
// travels with its first query: the answers must be those PGlite's own `query` gave.
describe('prepared statements', () => {
  const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

  it('answers each run with its own parameters, typed as before (numbers, text, null, json)', async () => {
    for (const n of [1, 2, 3]) {
      const [row] = rowsOf<{ n: number; label: string; none: null; doc: { n: number } }>(
        await handle.db.execute(
          sql`select ${n}::int as n, ${`run ${n}`}::text as label, ${null}::text as none, ${JSON.stringify({ n })}::jsonb as doc`,
        ),
      );
      expect(row).toEqual({ n, label: `run ${n}`, none: null, doc: { n } });
    }
  });

  it('keeps dates and their arrays as text and parses other arrays, on every run (the parsers merged once)', async () => {
    for (const day of ['2026-11-24', '2026-11-25']) {
      const [row] = rowsOf<{ at: string; ats: string; ns: number[] }>(
        await handle.db.execute(
          sql`select ${`${day} 10:00:00+00`}::timestamptz as at, array[${`${day} 10:00:00+00`}::timestamptz] as ats,
            array[${1}::int, 2] as ns`,
        ),
      );
      expect(row).toEqual({ at: `${day} 10:00:00+00`, ats: `{"${day} 10:00:00+00"}`, ns: [1, 2] });
    }
  });

  it('counts the rows a write changed', async () => {
    const result = (await handle.db.execute(sql`update counter set n = n where id = ${1}`)) as unknown as {
      affectedRows: number;
    };
    expect(result.affectedRows).toBe(1);
  });

  it('prepares again a statement whose table changed its columns', async () => {
    await handle.db.execute(sql`create table reshaped (id int primary key, a text)`);
    await handle.db.execute(sql`insert into reshaped values (1, 'x')`);
    const read = () => handle.db.execute(sql`select * from reshaped where id = ${1}`);
    expect(rowsOf(await read())).toEqual([{ id: 1, a: 'x' }]);
    await handle.db.execute(sql`alter table reshaped add column b text`);
    expect(rowsOf(await read())).toEqual([{ id: 1, a: 'x', b: null }]);
  });

  it('keeps a failed statement from breaking the next ones, in and out of a transaction', async () => {
    // Drizzle wraps the database's error: PostgreSQL's code is on its cause.
    const duplicate = { cause: { code: '23505', constraint: 'counter_pkey' } };
    const clash = () => handle.db.execute(sql`insert into counter values (${1}, ${0})`);
    await expect(clash()).rejects.toMatchObject(duplicate);
    await expect(clash()).rejects.toMatchObject(duplicate);
    const before = await counter();
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`update counter set n = n + ${5} where id = ${1}`);
        await tx.execute(sql`insert into counter values (${1}, ${0})`);
      }),
    ).rejects.toMatchObject(duplicate);
    expect(await counter()).toBe(before);
  });

  it('commits a transaction whose statements were all sent before any answer came back', async () => {
    const before = await counter();
    await handle.db.transaction(async (tx) => {
      await Promise.all([1, 2, 3].map((n) => tx.execute(sql`update counter set n = n + ${n} where id = ${1}`)));
    });
    expect(await counter()).toBe(before + 6);
  });

  it('opens no transaction for a callback that sends no statement, and runs the next one', async () => {
    await expect(handle.db.transaction(async () => 'nothing to do')).resolves.toBe('nothing to do');
    await expect(
      handle.db.transaction(async () => {
        throw new Error('before any statement');
      }),
    ).rejects.toThrow('before any statement');
    expect(await counter()).toBeGreaterThanOrEqual(0);
  });
});

it('dumps the database to a file that a new in-memory database starts from, and the copy is its own', async () => {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'livery-dump-'));
  const file = path.join(folder, 'counter.tar');
  try {
    await handle.db.execute(sql`update counter set n = 41 where id = 1`);
    await handle.dumpTo!(file);
    const copy = await openDatabase({ startFrom: file });
    try {
      const read = async (db: DbHandle) =>
        ((await db.db.execute(sql`select n from counter where id = 1`)) as unknown as { rows: { n: number }[] }).rows[0]
          .n;
      expect(await read(copy)).toBe(41);
      await copy.db.execute(sql`update counter set n = 7 where id = 1`);
      expect([await read(copy), await read(handle)]).toEqual([7, 41]);
    } finally {
      await copy.close();
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});
