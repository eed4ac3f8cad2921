import { sql, type Placeholder, type Query, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from './client';

/**
 * A raw SQL statement of a hot write built once per process instead of on every request (issue 14: on PostgreSQL
 * most of a claim's main-thread CPU was drizzle turning its statements' trees into text). `build` writes the
 * statement with `sql.placeholder(name)` where each request's values go, in `sql` or with the query builders of the
 * database it is given (the first run's: their text is the same on any); it is compiled to text on the first run,
 * and every run hands that text and the request's values to the database or transaction it is given, through
 * drizzle's own prepared query. On node-postgres the statement is named, so each pooled connection parses and plans
 * it once (drizzle's named prepared statements; the name must be unique per SQL text); PGlite's worker prepares every
 * text once already (pglite-prepared.mjs).
 *
 * Answers the driver's raw result: `rows` keyed by the statement's own column names, every value as the database
 * wrote it (drizzle's raw queries keep timestamps and numerics as text on both drivers).
 */
/** Where a StatementOnce's SQL takes the value named `name` of each run. */
export const runValue = (name: string): Placeholder => sql.placeholder(name);

export class StatementOnce<Values extends object, Row> {
  private query: Query | undefined;

  constructor(
    private readonly name: string,
    private readonly build: (db: DbOrTx) => SQLWrapper,
  ) {}

  async rows(db: DbOrTx, values: Values): Promise<Row[]> {
    // `execute` only compiles here: drizzle's raw query runs when awaited, and it is never awaited.
    this.query ??= db.execute(this.build(db)).getQuery();
    const prepared = db._.session.prepareQuery(this.query, undefined, this.name, false);
    const result = (await prepared.execute(values as Record<string, unknown>)) as { rows: Row[] };
    return result.rows;
  }
}
