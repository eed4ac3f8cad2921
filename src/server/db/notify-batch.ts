import type pg from 'pg';

interface Waiting {
  channel: string;
  payload: string;
  resolve(): void;
  reject(error: unknown): void;
}

/**
 * NOTIFYs between server processes, those of one turn of the event loop sent as one statement. A claim's answer
 * pushes its notifications and the new unread count (socket.io's adapter: a NOTIFY each) and tells the other
 * processes which caches it changed: five statements, each a socket write that costs the server's main thread more
 * than building it does (issue 14: `writev` was 40 % of the main thread's samples during claims on PostgreSQL). They
 * leave together at the end of the turn, in the order they were asked for, and each caller hears when its own was sent.
 */
export class NotifyBatch {
  private waiting: Waiting[] = [];

  constructor(private readonly pool: Pick<pg.Pool, 'query'>) {}

  notify(channel: string, payload: string): Promise<void> {
    return new Promise((resolve, reject) => {
      if (this.waiting.length === 0) setImmediate(() => this.send());
      this.waiting.push({ channel, payload, resolve, reject });
    });
  }

  private send(): void {
    const batch = this.waiting;
    this.waiting = [];
    // unnest of two arrays yields their elements side by side, in order; pg_notify runs once per row, in that order.
    // One failing fails the statement, so all of its batch: payloads stay far below PostgreSQL's 8,000 bytes (the
    // adapter stores larger ones in its attachments table and notifies their id).
    this.pool
      .query('select pg_notify(n.channel, n.payload) from unnest($1::text[], $2::text[]) as n(channel, payload)', [
        batch.map((one) => one.channel),
        batch.map((one) => one.payload),
      ])
      .then(
        () => batch.forEach((one) => one.resolve()),
        (error: unknown) => batch.forEach((one) => one.reject(error)),
      );
  }
}

/** The statement @socket.io/postgres-adapter 0.5 sends for each event (its util.js, `publish`). */
const ADAPTER_NOTIFY = 'SELECT pg_notify($1, $2)';

/**
 * The events pool as socket.io's adapter sees it: its NOTIFYs go through `batch`, everything else (its LISTEN
 * connection, its attachments table) to the pool itself. An adapter that words its NOTIFY differently would only
 * send it unbatched: `realtime-cluster.test.ts` counts the statements of events emitted together, so that shows.
 */
export function poolBatchingNotifies(pool: pg.Pool, batch: NotifyBatch): pg.Pool {
  return new Proxy(pool, {
    get(target, property, receiver) {
      if (property !== 'query') return Reflect.get(target, property, receiver);
      return (...args: unknown[]) => {
        const [text, values] = args;
        return text === ADAPTER_NOTIFY && Array.isArray(values) && args.length === 2
          ? batch.notify(String(values[0]), String(values[1])).then(() => ({ rows: [], rowCount: 1 }))
          : (target.query as (...all: unknown[]) => unknown)(...args);
      };
    },
  });
}
