import type { DbHandle } from '../db/client';

/** The SQL statements `run` makes the database of `handle` send (a read served from memory sends none). */
export async function sqlSentBy(handle: Pick<DbHandle, 'observeQueries'>, run: () => Promise<unknown>) {
  const statements: string[] = [];
  const stop = handle.observeQueries((sql) => statements.push(sql));
  try {
    await run();
  } finally {
    stop();
  }
  return statements;
}
