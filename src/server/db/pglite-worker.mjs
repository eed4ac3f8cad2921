// PGlite on its own thread (issue 14): a query runs here, so the server's main thread keeps answering other requests
// meanwhile. Plain JavaScript, so Node runs it as it is under tsx, jest and node alike. The main thread's side is
// pglite-worker-client.ts; every message carries an id that its answer repeats.
//
//   { id, kind: 'query', sql, params, rowMode, txId? }  → { id, result: { rows, affectedRows, fields } }
//   { id, kind: 'begin' }                               → { id, txId }   (the transaction is open)
//   { id, kind: 'end', txId, commit }                   → { id }         (committed, or rolled back)
//   { id, kind: 'close' }                               → { id }
//   any failure                                         → { id, error: { message, ...fields of the PostgreSQL error } }
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';

/**
 * Dates, times, intervals and their arrays stay text, as drizzle asks of its PGlite driver (it maps them itself);
 * functions cannot cross to the worker, so the worker applies them to every query.
 */
const keepText = (value) => value;
const PARSERS = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((oid) => [
    oid,
    keepText,
  ]),
);

const db = new PGlite(workerData.dataDir);
/** Open transactions by id: the handle to query through, and how to end it. */
const transactions = new Map();
let nextTxId = 1;

/** What of an error crosses to the main thread: its message and PostgreSQL's fields (code, constraint, detail …). */
function plainError(error) {
  const fields = {};
  for (const [key, value] of Object.entries(error ?? {})) {
    if (['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return { ...fields, message: error instanceof Error ? error.message : String(error) };
}

/** Ends a transaction's callback below with a rollback, without it counting as a failure of the transaction. */
class RollBack extends Error {}

/** Opens a transaction: PGlite holds its lock (every other query waits) until `end` settles it. */
function begin() {
  return new Promise((opened, failed) => {
    let isOpen = false;
    const settled = db
      .transaction(
        (tx) =>
          new Promise((commit, rollBack) => {
            const txId = nextTxId++;
            transactions.set(txId, { tx, commit, rollBack, settled: () => settled });
            isOpen = true;
            opened(txId);
          }),
      )
      .catch((error) => {
        if (error instanceof RollBack) return;
        // Failing to open answers `begin`; failing to commit answers `end`, which awaits this.
        if (!isOpen) return failed(error);
        throw error;
      });
  });
}

/** Ends a transaction; answers once PGlite has committed or rolled it back (and its lock is free). */
async function end(txId, commit) {
  const open = transactions.get(txId);
  if (!open) throw new Error(`no open transaction ${txId}`);
  transactions.delete(txId);
  if (commit) open.commit();
  else open.rollBack(new RollBack());
  await open.settled();
}

async function handle(message) {
  switch (message.kind) {
    case 'query': {
      const target = message.txId ? transactions.get(message.txId)?.tx : db;
      if (!target) throw new Error(`no open transaction ${message.txId}`);
      const { rows, affectedRows, fields } = await target.query(message.sql, message.params, {
        rowMode: message.rowMode,
        parsers: PARSERS,
      });
      return { result: { rows, affectedRows, fields } };
    }
    case 'begin':
      return { txId: await begin() };
    case 'end':
      await end(message.txId, message.commit);
      return {};
    case 'close':
      await db.close();
      return {};
    default:
      throw new Error(`unknown message ${message.kind}`);
  }
}

parentPort.on('message', (message) => {
  handle(message).then(
    (answer) => parentPort.postMessage({ id: message.id, ...answer }),
    (error) => parentPort.postMessage({ id: message.id, error: plainError(error) }),
  );
});

db.waitReady.then(
  () => parentPort.postMessage({ id: 0 }),
  (error) => parentPort.postMessage({ id: 0, error: plainError(error) }),
);
