import { asc, count, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { lockUserRow } from '../../db/row-locks';
import { categories, categoryFollows } from '../../db/schema';
import { ownedBy } from '../../db/scopes';

export function listCategories(db: DbOrTx, tenantId: string) {
  return db
    .select()
    .from(categories)
    .where(eq(categories.tenantId, tenantId))
    .orderBy(asc(categories.sortOrder), asc(categories.name));
}

export async function followedCategoryIds(db: DbOrTx, scope: { tenantId: string; userId: string }) {
  const rows = await db
    .select({ id: categoryFollows.categoryId })
    .from(categoryFollows)
    .where(ownedBy(categoryFollows, scope));
  return new Set(rows.map((r) => r.id));
}

/**
 * Follows a category unless the user already follows `max`. The user's row is locked first, so parallel follows
 * count one after another (a transaction alone would let each count before any insert). Returns false when the cap
 * stopped it.
 */
export async function followCategory(
  db: Db,
  scope: { tenantId: string; userId: string; categoryId: string },
  max: number,
) {
  return db.transaction(async (tx) => {
    await lockUserRow(tx, scope);
    const [already] = await tx
      .select()
      .from(categoryFollows)
      .where(ownedBy(categoryFollows, scope, eq(categoryFollows.categoryId, scope.categoryId)));
    if (already) return true;
    const [{ n }] = await tx.select({ n: count() }).from(categoryFollows).where(ownedBy(categoryFollows, scope));
    if (n >= max) return false;
    await tx.insert(categoryFollows).values(scope).onConflictDoNothing();
    return true;
  });
}

export async function unfollowCategory(db: DbOrTx, scope: { tenantId: string; userId: string; categoryId: string }) {
  await db
    .delete(categoryFollows)
    .where(ownedBy(categoryFollows, scope, eq(categoryFollows.categoryId, scope.categoryId)));
}
