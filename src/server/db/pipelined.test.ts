import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { openTestDatabase } from '../test-support/build-test-app';
import type { DbHandle } from './client';
import { together } from './together';

/**
 * On PostgreSQL, statements a transaction sends together (together.ts) leave in one go: the pool's connections run in
 * pg's pipeline mode, so the second is written before the first is answered (one round trip for the batch instead of
 * one each; without it pg holds them back, a queue it deprecates for pg 9), and the socket is corked for the turn
 * (one-write-a-turn.ts), so the batch is one system call. PGlite's side of the same promise is pglite-worker.test.ts's.
 * Skipped on PGlite.
 */
const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

/** Each message the connection writes, with how many answers (ReadyForQuery) had arrived when it was written. */
interface Written {
  text: string;
  answersBefore: number;
}

/** What each call that hands bytes to the socket's system call carried (one `writev` of corked chunks, or a write). */
type SocketWrite = string;

onPostgres('statements sent together on PostgreSQL (skipped on PGlite)', () => {
  let handle: DbHandle;
  let written: Written[] = [];
  let socketWrites: SocketWrite[] = [];

  beforeAll(async () => {
    handle = await openTestDatabase();
    // Every connection the pool hands out reports what it writes, and when.
    handle.pool!.on('acquire', (client: pg.Client) => {
      const connection = (client as unknown as { connection: PgConnection }).connection;
      if (connection.watched) return;
      connection.watched = true;
      let answers = 0;
      connection.on('readyForQuery', () => (answers += 1));
      const write = connection.stream.write.bind(connection.stream);
      connection.stream.write = ((chunk: Buffer, ...rest: unknown[]) => {
        written.push({ text: chunk.toString('latin1'), answersBefore: answers });
        return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
      }) as typeof connection.stream.write;
      const stream = connection.stream;
      const writev = stream._writev.bind(stream);
      stream._writev = (chunks, callback) => {
        socketWrites.push(chunks.map(({ chunk }) => chunk.toString('latin1')).join(''));
        writev(chunks, callback);
      };
      const writeOne = stream._write.bind(stream);
      stream._write = (chunk, encoding, callback) => {
        socketWrites.push(chunk.toString('latin1'));
        writeOne(chunk, encoding, callback);
      };
    });
    await handle.db.execute(sql`create table pipelined_probe (n int not null)`);
  });
  afterAll(() => handle?.close());
  beforeEach(() => {
    written = [];
    socketWrites = [];
  });

  /** When the message carrying `marker` was written (how many answers had arrived by then). */
  const sentAt = (marker: string) => written.find((w) => w.text.includes(marker))!.answersBefore;

  it('writes the batch in one go, before the first statement of it is answered, and answers each in order', async () => {
    const answers = await handle.db.transaction((tx) =>
      together([
        tx.execute(sql`select 1 as n /* batch-first */`),
        tx.execute(sql`select 2 as n /* batch-second */`),
        tx.execute(sql`select 3 as n /* batch-third */`),
      ]),
    );
    expect(answers.map((a) => (a as unknown as { rows: { n: number }[] }).rows[0].n)).toEqual([1, 2, 3]);
    expect(sentAt('batch-second')).toBe(sentAt('batch-first'));
    expect(sentAt('batch-third')).toBe(sentAt('batch-first'));
    // …and in one system call (one-write-a-turn.ts).
    const carrying = socketWrites.filter((w) => w.includes('/* batch-'));
    expect(carrying).toHaveLength(1);
    expect(carrying[0]).toMatch(/batch-first[^]*batch-second[^]*batch-third/);
  });

  it('a failing statement in the batch fails the transaction: nothing it wrote stays, the next one runs', async () => {
    await expect(
      handle.db.transaction((tx) =>
        together([
          tx.execute(sql`insert into pipelined_probe (n) values (1)`),
          tx.execute(sql`select 1 / 0`),
          tx.execute(sql`insert into pipelined_probe (n) values (3)`),
        ]),
      ),
    ).rejects.toMatchObject({ cause: { message: 'division by zero' } });
    await handle.db.transaction((tx) => tx.execute(sql`insert into pipelined_probe (n) values (4)`));
    const kept = await handle.db.execute(sql`select n from pipelined_probe order by n`);
    expect((kept as unknown as { rows: { n: number }[] }).rows).toEqual([{ n: 4 }]);
  });
});

interface PgConnection {
  watched?: boolean;
  stream: {
    write: (chunk: Buffer, ...rest: unknown[]) => boolean;
    _writev: (chunks: { chunk: Buffer }[], callback: (error?: Error | null) => void) => void;
    _write: (chunk: Buffer, encoding: string, callback: (error?: Error | null) => void) => void;
  };
  on(event: 'readyForQuery', listener: () => void): void;
}
