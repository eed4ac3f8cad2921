import { asc, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cashbackAwards } from '../../db/schema';
import { withTotal } from '../../db/paging';
import { ownedBy } from '../../db/scopes';
import type { CashbackSort } from '../../../shared/api/cashback';

/** A member's cashback from one program, by createdAt in the asked direction (id breaks ties). */
export async function historyOf(
  db: DbOrTx,
  member: { tenantId: string; userId: string },
  query: { programId: string; sortBy: CashbackSort; offset: number; limit: number },
) {
  const where = ownedBy(cashbackAwards, member, eq(cashbackAwards.programId, query.programId));
  const order = query.sortBy === 'createdAt' ? asc(cashbackAwards.createdAt) : desc(cashbackAwards.createdAt);
  return withTotal(
    db
      .select()
      .from(cashbackAwards)
      .where(where)
      .orderBy(order, asc(cashbackAwards.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(cashbackAwards).where(where),
  );
}
