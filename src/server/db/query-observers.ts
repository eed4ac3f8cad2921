import type { Logger } from 'drizzle-orm/logger';

/** Called with every statement drizzle sends, before it is sent. */
export type QueryListener = (sql: string, params: unknown[]) => void;

/**
 * Drizzle's logger hook, fanned out to listeners that come and go: the SQL-count test counts the statements of one
 * request with it, and the public-read cache learns which tables a request wrote. With no listener it costs a loop
 * over an empty set.
 */
export class QueryObservers implements Logger {
  private readonly listeners = new Set<QueryListener>();

  logQuery(query: string, params: unknown[]): void {
    for (const listener of this.listeners) listener(query, params);
  }

  /** Starts calling `listener`; the function returned stops it. */
  add(listener: QueryListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
