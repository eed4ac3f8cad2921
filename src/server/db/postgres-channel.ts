import type pg from 'pg';
import type { PostgresEvents } from './client';

export interface PostgresChannelOptions {
  /** Its LISTEN holds a connection of `events.pool`; it sends through `events.notifies`. */
  events: PostgresEvents;
  /** The LISTEN/NOTIFY channel name (an SQL identifier). */
  channel: string;
  onMessage(payload: string): void;
  /** Listening stopped (connection lost) or started again: messages sent meanwhile were missed. */
  onListening(listening: boolean): void;
  log(message: string): void;
}

const RETRY_MS = 1000;

/**
 * LISTEN/NOTIFY between the server processes of one PostgreSQL database: holds one pooled connection that listens,
 * and takes it again (every second) when the database drops it, telling the owner it may have missed messages.
 */
export class PostgresChannel {
  private client: pg.PoolClient | null = null;
  private closed = false;
  private retry: NodeJS.Timeout | undefined;

  constructor(private readonly options: PostgresChannelOptions) {}

  /** Resolves once listening (or throws when the first connection fails). */
  async start(): Promise<void> {
    const { events, channel } = this.options;
    const client = await events.pool.connect();
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) this.options.onMessage(message.payload);
    });
    client.on('error', (error) => this.lost(client, error));
    await client.query(`LISTEN ${channel}`);
    if (this.closed) return client.release();
    this.client = client;
    this.options.onListening(true);
  }

  /** Sends `payload` to every listener, this process's included, with the other NOTIFYs of this turn of the loop. */
  async publish(payload: string): Promise<void> {
    await this.options.events.notifies.notify(this.options.channel, payload);
  }

  private lost(client: pg.PoolClient, error: Error): void {
    if (this.client !== client) return;
    this.client = null;
    client.release(error);
    this.options.onListening(false);
    this.options.log(`LISTEN ${this.options.channel} lost its connection (${error.message}); retrying`);
    this.scheduleRetry();
  }

  private scheduleRetry(): void {
    if (this.closed) return;
    this.retry = setTimeout(() => {
      this.start().catch((error: Error) => {
        this.options.log(`LISTEN ${this.options.channel} failed again (${error.message})`);
        this.scheduleRetry();
      });
    }, RETRY_MS);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    if (!client) return;
    try {
      await client.query(`UNLISTEN ${this.options.channel}`);
    } finally {
      client.release();
    }
  }
}
