// PGlite on its own thread (issue 14): a query runs here, so the server's main thread keeps answering other requests
// meanwhile. Plain JavaScript, so Node runs it as it is under tsx, jest and node alike. The main thread's side is
// pglite-worker-client.ts; every message carries an id that its answer repeats.
//
//   { id, kind: 'query', sql, params, rowMode, txId? }  → { id, result: { rows, affectedRows, fields } }
//   { id, kind: 'begin', txId }                         → { id }         (the transaction is open)
//   { id, kind: 'end', txId, commit }                   → { id }         (committed, or rolled back)
//
// The main thread names the transaction itself and sends its first query without waiting for `begin`'s answer: the
// query waits here until the transaction is open, so no round trip to the main thread is spent holding PGlite's lock.
//   { id, kind: 'dump' }                                → { id, result: Uint8Array }  (the database as a tar file)
//   { id, kind: 'close' }                               → { id }
//   any failure                                         → { id, error: { message, ...fields of the PostgreSQL error } }
//
// Messages the main thread asks for in one turn come as an array of them, and answers ready in one turn go back as an
// array (one message each way instead of one per statement).
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';
import { PreparedStatements } from './pglite-prepared.mjs';

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

/**
 * A tar file's bytes as the Blob PGlite reads them from, of which it asks only `type` and `arrayBuffer()`: a real
 * Blob of the 45 MB dump costs a copy in and a chunked read out, about half a second of CPU for every server
 * test file's copy.
 */
function tarFile(bytes) {
  // A file this large is read into a buffer of its own: PGlite only reads it, so it is handed over without a copy
  // (0.13 s of each test file's start, of 1.9–2.0 s).
  const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  return {
    type: 'application/x-tar',
    size: bytes.byteLength,
    arrayBuffer: async () =>
      whole ? bytes.buffer : bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
  };
}

// `startFrom`: an in-memory database that starts as a copy of one dumped before (`dump`): the test helper's migrated
// and seeded database, so each test file skips initdb, the migrations and the seed.
const db = workerData.startFrom
  ? new PGlite({ loadDataDir: tarFile(readFileSync(workerData.startFrom)) })
  : new PGlite(workerData.dataDir);
const prepared = new PreparedStatements(db, PARSERS);
/** Transactions by the main thread's id: a promise of the open one (how to end it), until `end`. */
const transactions = new Map();

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
function begin(txId) {
  const opening = new Promise((opened, failed) => {
    let isOpen = false;
    const settled = db
      .transaction(
        (tx) =>
          new Promise((commit, rollBack) => {
            isOpen = true;
            opened({ tx, commit, rollBack, settled: () => settled });
          }),
      )
      .catch((error) => {
        if (error instanceof RollBack) return;
        // Failing to open answers `begin`; failing to commit answers `end`, which awaits this.
        if (!isOpen) return failed(error);
        throw error;
      });
  });
  transactions.set(txId, opening);
  opening.catch(() => transactions.delete(txId));
  return opening;
}

/** The open transaction `txId`, once PGlite has opened it. */
function openTransaction(txId) {
  const opening = transactions.get(txId);
  if (!opening) throw new Error(`no open transaction ${txId}`);
  return opening;
}

/** Ends a transaction; answers once PGlite has committed or rolled it back (and its lock is free). */
async function end(txId, commit) {
  const opening = openTransaction(txId);
  transactions.delete(txId);
  const open = await opening;
  if (commit) open.commit();
  else open.rollBack(new RollBack());
  await open.settled();
}

/** A statement with parameters runs prepared (pglite-prepared.mjs); one without (DDL, migrations) as PGlite's own. */
async function query({ sql, params, rowMode, txId }) {
  const options = { rowMode, parsers: PARSERS };
  if (txId) {
    const { tx } = await openTransaction(txId);
    if (!params.length) return tx.query(sql, params, options);
    return db._runExclusiveQuery(() => prepared.run(sql, params, options, false));
  }
  return params.length ? prepared.runAlone(sql, params, options) : db.query(sql, params, options);
}

async function handle(message) {
  switch (message.kind) {
    case 'query': {
      const { rows, affectedRows, fields } = await query(message);
      return { result: { rows, affectedRows, fields } };
    }
    case 'begin':
      await begin(message.txId);
      return {};
    case 'end':
      await end(message.txId, message.commit);
      return {};
    case 'dump': {
      const tar = await db.dumpDataDir('none');
      return { result: new Uint8Array(await tar.arrayBuffer()) };
    }
    case 'close':
      await db.close();
      return {};
    default:
      throw new Error(`unknown message ${message.kind}`);
  }
}

/** Answers ready in one turn, sent back as one message (a message costs this thread a clone and an event). */
let outbox = [];
function answer(reply) {
  if (outbox.push(reply) > 1) return;
  process.nextTick(() => {
    const replies = outbox;
    outbox = [];
    parentPort.postMessage(replies.length === 1 ? replies[0] : replies);
  });
}

parentPort.on('message', (messages) => {
  for (const message of Array.isArray(messages) ? messages : [messages]) {
    handle(message).then(
      (result) => answer({ id: message.id, ...result }),
      (error) => answer({ id: message.id, error: plainError(error) }),
    );
  }
});

db.waitReady.then(
  () => parentPort.postMessage({ id: 0 }),
  (error) => parentPort.postMessage({ id: 0, error: plainError(error) }),
);
