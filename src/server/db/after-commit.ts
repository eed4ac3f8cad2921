/**
 * Work that must wait until a transaction has committed: a live event about a row that other connections (and the
 * client the event prompts to read it again) see only then. `runsAfterCommit(db)` makes each `db.transaction(...)`
 * keep what its transaction registers with `afterCommit` and run it once the transaction has committed; a rollback
 * drops it. A nested transaction (a savepoint) hands its callbacks to the outer one when it succeeds.
 * `currentTransaction()` names the transaction the calling code runs in, for code that sees only statements (the
 * read caches' observer).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from './client';

type Callback = () => void | Promise<void>;
type TransactionRunner = Pick<Db, 'transaction'>;

const callbacksOf = new WeakMap<object, Callback[]>();
const openTransaction = new AsyncLocalStorage<DbOrTx>();

/** The innermost transaction the calling code runs in, or undefined outside any. */
export function currentTransaction(): DbOrTx | undefined {
  return openTransaction.getStore();
}

/**
 * Runs `callback` after `db` has committed: at once when `db` is the database (its statements commit as they run),
 * after the outermost commit when it is a transaction. A failing callback is reported, never thrown: the data it
 * is about is committed already.
 */
export function afterCommit(db: DbOrTx, callback: Callback): void {
  const queued = callbacksOf.get(db);
  if (queued) {
    queued.push(callback);
    return;
  }
  if (db instanceof PgTransaction)
    throw new Error('afterCommit: this transaction was not started by a database opened with runsAfterCommit');
  runAll([callback]);
}

function runAll(callbacks: readonly Callback[]): void {
  for (const callback of callbacks)
    void Promise.resolve()
      .then(callback)
      .catch((error: unknown) => console.error('a callback after commit failed', error));
}

function collect(runner: TransactionRunner, whenCommitted: (callbacks: Callback[]) => void): void {
  const original = runner.transaction.bind(runner);
  runner.transaction = (async (work, config) => {
    const callbacks: Callback[] = [];
    const result = await original(async (tx) => {
      callbacksOf.set(tx, callbacks);
      collect(tx, (inner) => callbacks.push(...inner));
      return openTransaction.run(tx, () => work(tx));
    }, config);
    whenCommitted(callbacks);
    return result;
  }) as Db['transaction'];
}

/** Lets every transaction of `db` (and its nested ones) use `afterCommit`; returns `db`. */
export function runsAfterCommit(db: Db): Db {
  collect(db, runAll);
  return db;
}
