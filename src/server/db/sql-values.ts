import { sql } from 'drizzle-orm';

/**
 * A point in time as an SQL timestamptz literal parameter, for raw `sql` expressions (CASE, comparisons in upserts):
 * an ISO string with an explicit cast reads the same on node-postgres and PGlite, whatever their Date serialisers do.
 */
export const timestamptz = (date: Date) => sql`${date.toISOString()}::timestamptz`;
