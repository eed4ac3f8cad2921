// Named prepared statements for PGlite (issue 14, session 8). PGlite's own `query` parses, describes and plans every
// statement afresh in six protocol calls; a write transaction of the claim spends most of its time there, and on
// PGlite every other transaction waits for it. Here a statement with parameters is parsed and described once per
// connection (its parameter types and its result's columns kept), and each later run is one protocol call (bind,
// execute, sync): about a third of the worker's time per statement (docs/benchmarks.md, "Session 8, writes"), and
// no description of the result on every run (session 25). Plain JavaScript, as pglite-worker.mjs.
import { parse, protocol } from '@electric-sql/pglite';

/** Statements kept prepared at once; the least recently run is closed beyond (SQL built with a variable `in` list
 * differs per length, so the set of texts is not bounded by the code alone). */
const MAX_PREPARED = 256;

const { serialize } = protocol;

function concat(parts) {
  const message = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    message.set(part, offset);
    offset += part.length;
  }
  return message;
}

/** Runs statements as named prepared statements on one PGlite database (PGlite is one connection: one cache). */
export class PreparedStatements {
  /**
   * SQL text → { name, parameterTypes, rowDescription }, in the order last run (a Map keeps insertion order).
   * `rowDescription` is PostgreSQL's description of the result's columns, or undefined for a statement that returns
   * no rows.
   */
  #statements = new Map();
  #nextName = 1;
  /** PGlite's parsers by type id with the caller's own over them, merged once (see `#resultParsers`). */
  #parsers = null;

  /** `parsers`: parsers by type id that replace PGlite's own for every result (the worker keeps dates as text). */
  constructor(db, parsers) {
    this.db = db;
    this.parsers = parsers;
  }

  /**
   * Merged on the first run, once PGlite is ready (its parsers include the array types it reads at start). PGlite's
   * own `query` merges them for every statement: 318 integer keys spread into a new object, ~0.18 ms a statement,
   * a third of a claim's worker time (docs/benchmarks.md, "Session 9, writes"). PGlite changes its parsers only
   * when asked to (`refreshArrayTypes`), which the server never does.
   */
  #resultParsers() {
    this.#parsers ??= { ...this.db.parsers, ...this.parsers };
    return this.#parsers;
  }

  /**
   * Runs `sql` with `params` and answers as PGlite's `query` does ({ rows, fields, affectedRows }). The caller holds
   * PGlite's locks: inside a transaction opened by the worker, or through `runAlone` outside one.
   * Of `options` only `rowMode` is read: the result parsers are the merged ones (`#resultParsers`).
   */
  async run(sql, params, options, syncToFs) {
    try {
      return await this.#runPrepared(sql, params, options, syncToFs);
    } catch (error) {
      // A table's columns changed since the statement was prepared (a migration run later, a test's own table):
      // PostgreSQL refuses the old plan's result type; prepare it afresh once.
      if (error?.code !== '0A000' || !this.#statements.has(sql)) throw error;
      await this.#close(sql);
      return this.#runPrepared(sql, params, options, syncToFs);
    }
  }

  async #runPrepared(sql, params, options, syncToFs) {
    const statement = await this.#prepared(sql);
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const toText = this.db.serializers[statement.parameterTypes[i]];
      return toText ? toText(value) : value.toString();
    });
    // One call: an error skips to the sync, so the connection is ready for the next statement either way. The
    // result's columns are those described when the statement was prepared: a prepared statement's result cannot
    // change shape (PostgreSQL refuses to run it, 0A000, and `run` prepares it afresh), and describing it again on
    // every run cost 15–40 µs of a 90–150 µs statement (more for a wide row).
    const messages = await this.db.execProtocolStream(
      concat([serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync()]),
      { syncToFs },
    );
    const described = statement.rowDescription ? [statement.rowDescription, ...messages] : messages;
    return parse.parseResults(described, this.#resultParsers(), { rowMode: options.rowMode })[0];
  }

  /** Outside a transaction: takes PGlite's transaction and query locks as its own `query` does, and syncs files. */
  runAlone(sql, params, options) {
    return this.db._runExclusiveTransaction(() =>
      this.db._runExclusiveQuery(() => this.run(sql, params, options, true)),
    );
  }

  async #prepared(sql) {
    const known = this.#statements.get(sql);
    if (known) {
      this.#statements.delete(sql);
      this.#statements.set(sql, known);
      return known;
    }
    if (this.#statements.size >= MAX_PREPARED) await this.#close(this.#statements.keys().next().value);
    const name = `livery_${this.#nextName++}`;
    const messages = await this.db.execProtocolStream(
      concat([serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: false },
    );
    const statement = {
      name,
      parameterTypes: parse.parseDescribeStatementResults(messages),
      rowDescription: messages.find((message) => message.name === 'rowDescription'),
    };
    this.#statements.set(sql, statement);
    return statement;
  }

  async #close(sql) {
    const { name } = this.#statements.get(sql);
    this.#statements.delete(sql);
    await this.db.execProtocolStream(concat([serialize.close({ type: 'S', name }), serialize.sync()]), {
      syncToFs: false,
    });
  }
}
