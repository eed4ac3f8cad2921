import { sql } from 'drizzle-orm';
import { toCents } from '../../shared/rules/money';

/**
 * A point in time as an SQL timestamptz literal parameter, for raw `sql` expressions (CASE, comparisons in upserts):
 * an ISO string with an explicit cast reads the same on node-postgres and PGlite, whatever their Date serialisers do.
 */
export const timestamptz = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** A numeric(14,2) value as PostgreSQL writes it ("-12.50") in cents; null and undefined are 0. */
export function centsOfNumeric(text: string | null | undefined): number {
  if (text === null || text === undefined) return 0;
  const cents = toCents(text);
  if (cents === null) throw new RangeError(`not a numeric(14,2) amount: "${text}"`);
  return cents;
}
