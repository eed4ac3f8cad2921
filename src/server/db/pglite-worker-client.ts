import path from 'node:path';
import { Worker } from 'node:worker_threads';

/** The part of a PGlite query result drizzle's PGlite driver reads. */
export interface WorkerQueryResult {
  rows: unknown[];
  affectedRows?: number;
  fields: { name: string; dataTypeID: number }[];
}

interface QueryOptions {
  rowMode?: 'array' | 'object';
}

/** What drizzle's PGlite session calls on a client: queries, and a transaction with a client of its own. */
export interface PgliteLikeClient {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<WorkerQueryResult>;
  transaction<T>(run: (tx: Pick<PgliteLikeClient, 'query'>) => Promise<T>): Promise<T>;
}

/** Where the worker's database lives: a data directory, in memory, or in memory from a dump's tar file. */
export interface PgliteWhere {
  dataDir?: string;
  startFrom?: string;
}

type Answer = { id: number; error?: Record<string, unknown> & { message: string }; result?: unknown; txId?: number };

const WORKER_FILE = path.join(__dirname, 'pglite-worker.mjs');

/**
 * PGlite in a worker thread (pglite-worker.mjs) behind the client interface of drizzle's PGlite driver, so the
 * `Db` the server uses is the same drizzle database as before: only where the WebAssembly runs changes. PGlite is one
 * connection, and its transaction lock works as on the main thread: while a transaction is open every other query
 * waits, so transactions stay serialised and a row lock is trivially held.
 */
export class PgliteWorkerClient implements PgliteLikeClient {
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve(answer: Answer): void; reject(error: Error): void }>();
  private nextId = 1;
  private nextTxId = 1;
  private outbox: Record<string, unknown>[] = [];
  private ended: Error | null = null;

  private constructor(where: PgliteWhere) {
    this.worker = new Worker(WORKER_FILE, { workerData: where });
    this.worker.on('message', (answers: Answer | Answer[]) => {
      for (const answer of Array.isArray(answers) ? answers : [answers]) {
        const waiting = this.pending.get(answer.id);
        this.pending.delete(answer.id);
        waiting?.resolve(answer);
      }
    });
    const fail = (error: Error) => {
      this.ended = error;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    this.worker.on('error', fail);
    this.worker.on('exit', (code) => fail(new Error(`the PGlite worker exited (code ${code})`)));
  }

  /** Starts the worker and opens the database in it (in memory without `dataDir`). */
  static async open(where: PgliteWhere): Promise<PgliteWorkerClient> {
    const client = new PgliteWorkerClient(where);
    try {
      await client.answerTo(0);
    } catch (error) {
      await client.worker.terminate();
      throw error;
    }
    return client;
  }

  query(sql: string, params: unknown[] = [], options: QueryOptions = {}): Promise<WorkerQueryResult> {
    return this.queryIn(undefined, sql, params, options);
  }

  /**
   * `begin` goes with the transaction's first query, which is built before it is sent, and is not awaited: the worker
   * queues that query until PGlite has opened the transaction. So PGlite's lock (every other transaction waits on it)
   * is not held while this thread builds the first statement nor across a round trip for `begin`. A transaction that
   * sends no query opens none. A failed `begin` fails its query, and no `end` is sent.
   */
  async transaction<T>(run: (tx: Pick<PgliteLikeClient, 'query'>) => Promise<T>): Promise<T> {
    const txId = this.nextTxId++;
    let opened: Promise<Answer> | null = null;
    const query = (sql: string, params: unknown[] = [], options: QueryOptions = {}) => {
      if (!opened) {
        opened = this.send({ kind: 'begin', txId });
        opened.catch(() => {}); // awaited below, maybe only after `run` settles
      }
      return this.queryIn(txId, sql, params, options);
    };
    let result: T;
    try {
      result = await run({ query });
      await opened;
    } catch (error) {
      // A transaction that never opened has nothing to roll back (the worker has forgotten it).
      const didOpen = await Promise.resolve(opened).then(
        (answer) => answer !== null,
        () => false,
      );
      if (didOpen) await this.send({ kind: 'end', txId, commit: false });
      throw error;
    }
    if (opened) await this.send({ kind: 'end', txId, commit: true });
    return result;
  }

  /** The whole database as a tar file, which `startFrom` opens again. */
  async dump(): Promise<Uint8Array> {
    return (await this.send({ kind: 'dump' })).result as Uint8Array;
  }

  async close(): Promise<void> {
    try {
      if (!this.ended) await this.send({ kind: 'close' });
    } finally {
      await this.worker.terminate();
    }
  }

  private async queryIn(txId: number | undefined, sql: string, params: unknown[], options: QueryOptions) {
    const answer = await this.send({ kind: 'query', sql, params, rowMode: options.rowMode, txId });
    return answer.result as WorkerQueryResult;
  }

  /**
   * Messages asked for in one turn of the event loop go to the worker as one (a transaction's `begin` with its first
   * query, statements sent together): each message costs the worker, the thread every write waits for, a structured
   * clone and an event of its own (issue 14). The worker answers in the same way.
   */
  private send(message: Record<string, unknown>): Promise<Answer> {
    const id = this.nextId++;
    const answered = this.answerTo(id);
    if (this.outbox.push({ ...message, id }) === 1) process.nextTick(() => this.flush());
    return answered;
  }

  private flush(): void {
    const messages = this.outbox;
    this.outbox = [];
    this.worker.postMessage(messages.length === 1 ? messages[0] : messages);
  }

  /** The answer to message `id`; a PostgreSQL error comes back as an Error with its fields (code, constraint …). */
  private async answerTo(id: number): Promise<Answer> {
    if (this.ended) throw this.ended;
    const answer = await new Promise<Answer>((resolve, reject) => this.pending.set(id, { resolve, reject }));
    if (answer.error) throw Object.assign(new Error(answer.error.message), answer.error);
    return answer;
  }
}
