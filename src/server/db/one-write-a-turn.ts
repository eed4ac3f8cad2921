import type { Socket } from 'node:net';
import type pg from 'pg';

/**
 * Makes a pipelined connection write everything asked of it in one turn of the event loop with one system call
 * (issue 14). pg writes each statement's messages as it is asked for; statements sent together (together.ts) were a
 * `writev` each, and a write to the database's socket was the largest single cost of a PostgreSQL write's main
 * thread (a fifth of it, profiled: ~70 µs a call on this VM). The socket is corked at the first statement of a turn
 * and uncorked once that turn's promise continuations have run, so every statement they add goes in the same write.
 */
export function oneWriteATurn(client: pg.PoolClient): void {
  const stream = (client as unknown as { connection: { stream: Socket } }).connection.stream;
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  let corked = false;
  client.query = ((...args: unknown[]) => {
    if (!corked) {
      corked = true;
      stream.cork();
      // A tick runs after the current batch of promise continuations: a statement one of them adds is still corked.
      process.nextTick(() => {
        corked = false;
        stream.uncork();
      });
    }
    return query(...args);
  }) as typeof client.query;
}
