import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { NotifyBatch } from './notify-batch';
import { runsAfterCommit } from './after-commit';
import { lockDataDir } from './data-dir-lock';
import { oneWriteATurn } from './one-write-a-turn';
import { PgliteWorkerClient, type PgliteWhere } from './pglite-worker-client';
import { QueryObservers, type QueryListener } from './query-observers';

/**
 * The one database type every repository takes: PGlite and node-postgres both implement it. Opened without drizzle's
 * relational query API (`db.query.<table>`), which the server does not use: with the schema given, drizzle builds a
 * query builder for each of the schema's tables in every transaction it opens — 8 % of the server's main thread
 * during receipt claims (issue 14, profiled).
 */
export type Db = PgDatabase<PgQueryResultHKT>;
/** A transaction handle has the same query API as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The pg pool of the requests' statements and transactions, when running on PostgreSQL. */
  pool?: pg.Pool;
  /**
   * PostgreSQL only: LISTEN/NOTIFY between server processes (socket.io's adapter, the read caches' channel), on a
   * pool of their own, so that an event never waits for a connection a transaction holds, nor holds one a request
   * needs (in the shared pool of 10 the two LISTENs kept two, and every claim's five NOTIFYs queued beside 10
   * concurrent claims: issue 14); the NOTIFYs of one turn of the event loop go as one statement.
   */
  events?: PostgresEvents;
  /** Calls `listener` with every statement this handle's `db` sends (see query-observers.ts); returns the stop. */
  observeQueries(listener: QueryListener): () => void;
  /** PGlite only: writes the whole database to `file` as a tar file, which `startFrom` opens again. */
  dumpTo?(file: string): Promise<void>;
  close(): Promise<void>;
}

export interface PostgresEvents {
  pool: pg.Pool;
  notifies: NotifyBatch;
}

export interface DbOptions {
  /** postgres://… → node-postgres pool; otherwise PGlite. */
  databaseUrl?: string;
  /** PGlite data directory, locked for this process while open (see data-dir-lock.ts); omitted → in-memory (tests). */
  dataDir?: string;
  /**
   * In-memory PGlite only: start as a copy of the database a handle's `dumpTo` wrote to this file (the test helper's
   * migrated and seeded database, copied for each test file instead of built again).
   */
  startFrom?: string;
}

const MIGRATIONS_FOLDER = path.join(__dirname, 'migrations');

function pgPool(connectionString: string, max: number): pg.Pool {
  // Pipeline mode: a statement is written as soon as it is asked for, not when the one before is answered, so the
  // statements a transaction sends together (together.ts) cost one round trip, not one each (pipelined.test.ts).
  // Each still ends with its own Sync: a failing one aborts the transaction, and the rollback follows as before.
  const pool = new pg.Pool({ connectionString, max, pipeline: true });
  pool.on('connect', oneWriteATurn);
  // An idle connection the server ends (restart, failover, a dropped database) is emitted as a pool 'error'; with
  // no listener that would crash the process. The pool drops the connection and opens a new one when needed.
  pool.on('error', (error) => console.warn(`PostgreSQL dropped an idle connection: ${error.message}`));
  return pool;
}

/** Opens the database and applies the checked-in migrations (idempotent: applied ones are recorded). */
export async function openDatabase(options: DbOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    const pool = pgPool(options.databaseUrl, 10);
    // Two LISTENs, and NOTIFYs one at a time on each of two more (each takes well under a millisecond).
    const eventsPool = pgPool(options.databaseUrl, 4);
    const observers = new QueryObservers();
    const db = runsAfterCommit(drizzlePg(pool, { logger: observers }) as unknown as Db);
    await migratePg(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    return {
      db,
      kind: 'postgres',
      pool,
      events: { pool: eventsPool, notifies: new NotifyBatch(eventsPool) },
      observeQueries: (l) => observers.add(l),
      close: async () => {
        await Promise.all([pool.end(), eventsPool.end()]);
      },
    };
  }
  if (!options.dataDir) return openPglite({ startFrom: options.startFrom }, () => {});
  mkdirSync(options.dataDir, { recursive: true });
  // Before PGlite touches the files: two processes writing one embedded database would corrupt it.
  const lock = await lockDataDir(options.dataDir);
  try {
    return await openPglite({ dataDir: options.dataDir }, lock.release);
  } catch (error) {
    lock.release();
    throw error;
  }
}

/**
 * PGlite runs in a worker thread (pglite-worker-client.ts): its queries would otherwise block every other request
 * of the process while they run. Drizzle's PGlite driver talks to the worker as it would to PGlite itself.
 */
async function openPglite(where: PgliteWhere, release: () => void): Promise<DbHandle> {
  // Loaded only here: drizzle's PGlite driver brings PGlite itself (520 KB), which a server on PostgreSQL never runs
  // (110 ms of every PostgreSQL server test file's start).
  const [{ drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const client = await PgliteWorkerClient.open(where);
  const observers = new QueryObservers();
  const db = runsAfterCommit(drizzlePglite(client as never, { logger: observers }) as unknown as Db);
  try {
    await migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  } catch (error) {
    await client.close().catch(() => {});
    throw error;
  }
  return {
    db,
    kind: 'pglite',
    observeQueries: (l) => observers.add(l),
    dumpTo: async (file) => writeFile(file, await client.dump()),
    close: () => client.close().finally(release),
  };
}
