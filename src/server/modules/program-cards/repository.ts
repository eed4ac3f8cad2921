/**
 * A merchant's active programs as cards, and how many it has: read by the merchant page and by the programs list,
 * so it sits in a module of its own below both (the merchant page must not import the programs module).
 */
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { membershipTiers, programs, type ProgramType } from '../../db/schema';
import { withTotal } from '../../db/paging';
import { ofTenant } from '../../db/scopes';
import { timestamptz } from '../../db/sql-values';

export type ProgramRow = typeof programs.$inferSelect;

/** A program that has not ended at `now` (no end date, or an end after it). */
export const programLiveAt = (now: Date) =>
  sql`(${programs.expiresAt} is null or ${programs.expiresAt} > ${timestamptz(now)})`;

/** Active programs of one merchant (optionally of one kind), in the merchant's order, with their tier's name. */
export async function programsOf(
  db: DbOrTx,
  query: { tenantId: string; merchantId: string; type?: ProgramType; offset: number; limit: number },
) {
  const where = and(
    eq(programs.tenantId, query.tenantId),
    eq(programs.merchantId, query.merchantId),
    eq(programs.isActive, true),
    query.type ? eq(programs.type, query.type) : undefined,
  );
  return withTotal(
    db
      .select({ program: programs, tierName: membershipTiers.name })
      .from(programs)
      .leftJoin(membershipTiers, eq(membershipTiers.id, programs.membershipTierId))
      .where(where)
      .orderBy(asc(programs.sortOrder), asc(programs.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(programs).where(where),
  );
}

/**
 * What a merchant page says about programs (seed 000 §3): the active count and the referral tickets left (the sum
 * over active referral programs; 0 without one), for several merchants at once.
 */
export async function programTotals(db: DbOrTx, tenantId: string, merchantIds: string[]) {
  const totals = new Map<string, { count: number; ticketReferral: number }>();
  if (merchantIds.length === 0) return totals;
  const rows = await db
    .select({
      merchantId: programs.merchantId,
      count: count(),
      tickets: sql<string>`coalesce(sum(${programs.ticketsLeft}) filter (where ${programs.type} = 'referral'), 0)`,
    })
    .from(programs)
    .where(ofTenant(programs, tenantId, inArray(programs.merchantId, merchantIds), eq(programs.isActive, true)))
    .groupBy(programs.merchantId);
  for (const r of rows) totals.set(r.merchantId, { count: r.count, ticketReferral: Number(r.tickets) });
  return totals;
}
