import { lt, sql } from 'drizzle-orm';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/client';
import { rateLimitHits } from '../db/schema';
import { timestamptz } from '../db/sql-values';
import type { Clock } from '../lib/clock';

/** Expired windows are swept after this many counted requests per process (one cheap DELETE on an index). */
const SWEEP_EVERY = 500;

/** Route options as @fastify/rate-limit hands them to child(): the route's own options are under routeInfo. */
interface ChildOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * A @fastify/rate-limit store that keeps the counts in the database (table rate_limit_hits) instead of each process's
 * memory, so a limit holds for the sum of requests to every server process on one PostgreSQL. Each count is one
 * upsert: a fixed window per key that restarts once it has ended, counted atomically however many requests arrive
 * at once.
 */
export function databaseRateLimitStore(db: Db, clock: Clock): FastifyRateLimitStoreCtor {
  let counted = 0;

  async function hit(key: string, timeWindowMs: number): Promise<{ current: number; ttl: number }> {
    const now = clock();
    const windowEnds = new Date(now.getTime() + timeWindowMs);
    const ended = sql`${rateLimitHits.windowEndsAt} <= ${timestamptz(now)}`;
    const [row] = await db
      .insert(rateLimitHits)
      .values({ key, hits: 1, windowEndsAt: windowEnds })
      .onConflictDoUpdate({
        target: rateLimitHits.key,
        set: {
          hits: sql`case when ${ended} then 1 else ${rateLimitHits.hits} + 1 end`,
          windowEndsAt: sql`case when ${ended} then ${timestamptz(windowEnds)} else ${rateLimitHits.windowEndsAt} end`,
        },
      })
      .returning({ hits: rateLimitHits.hits, windowEndsAt: rateLimitHits.windowEndsAt });
    counted += 1;
    if (counted % SWEEP_EVERY === 0) await db.delete(rateLimitHits).where(lt(rateLimitHits.windowEndsAt, now));
    return { current: row.hits, ttl: Math.max(0, row.windowEndsAt.getTime() - now.getTime()) };
  }

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    /** The plugin constructs the root store with its options; routes get children keyed by method and URL. */
    constructor(
      _options?: unknown,
      private readonly scope = 'global',
    ) {}

    incr(key: string, callback: Parameters<FastifyRateLimitStore['incr']>[1], timeWindow: number): void {
      hit(`${this.scope}|${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child(options: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const route = (options as ChildOptions).routeInfo;
      const method = [route?.method ?? 'ANY'].flat().join(',');
      return new DatabaseRateLimitStore(undefined, `${method} ${route?.url ?? '*'}`);
    }
  }
  return DatabaseRateLimitStore;
}
