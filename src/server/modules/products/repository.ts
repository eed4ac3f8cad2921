import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { menuCategories, productBookmarks, products, users } from '../../db/schema';
import { ofTenant, ownedBy } from '../../db/scopes';

type Scope = { tenantId: string; userId: string };
export type ProductRow = typeof products.$inferSelect;

/** A product of this tenant, or undefined (another tenant's product is as absent as an unknown id). */
export async function findProduct(db: DbOrTx, tenantId: string, productId: string) {
  const [row] = await db
    .select()
    .from(products)
    .where(ofTenant(products, tenantId, eq(products.id, productId)));
  return row;
}

/**
 * The same ids as one value (a JSON array) of a larger statement: the auth user's extras are read in one round trip
 * (auth/user-view.ts).
 */
export const bookmarkedProductIdsValue = (scope: Scope) =>
  sql<
    string[]
  >`coalesce((select json_agg(${productBookmarks.productId} order by ${productBookmarks.createdAt}, ${productBookmarks.productId}) from ${productBookmarks} where ${ownedBy(productBookmarks, scope)}), '[]'::json)`;

/** Ids of the caller's bookmarked products, oldest bookmark first (the auth user's `bookmarkedProducts`). */
export async function bookmarkedProductIds(db: DbOrTx, scope: Scope): Promise<string[]> {
  const rows = await db
    .select({ id: productBookmarks.productId })
    .from(productBookmarks)
    .where(ownedBy(productBookmarks, scope))
    .orderBy(asc(productBookmarks.createdAt), asc(productBookmarks.productId));
  return rows.map((r) => r.id);
}

/**
 * Flips the bookmark: adds it when absent, removes it when present. The insert goes first with ON CONFLICT DO
 * NOTHING so a double tap racing itself ends in one of the two states, never in a unique-key error.
 */
export async function toggleBookmark(db: DbOrTx, scope: Scope, productId: string, now: Date): Promise<boolean> {
  const added = await db
    .insert(productBookmarks)
    .values({ ...scope, productId, createdAt: now })
    .onConflictDoNothing()
    .returning({ productId: productBookmarks.productId });
  if (added.length > 0) return true;
  await db.delete(productBookmarks).where(ownedBy(productBookmarks, scope, eq(productBookmarks.productId, productId)));
  return false;
}

/** The caller's bookmarked products with their menu category name, oldest bookmark first. */
export async function bookmarkedProducts(db: DbOrTx, scope: Scope) {
  const ids = await bookmarkedProductIds(db, scope);
  if (ids.length === 0) return [];
  const rows = await db
    .select({ product: products, categoryName: menuCategories.name })
    .from(products)
    .leftJoin(menuCategories, eq(menuCategories.id, products.categoryId))
    .where(ofTenant(products, scope.tenantId, inArray(products.id, ids)));
  const byId = new Map(rows.map((r) => [r.product.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Members who signed up with this user's referral code (users.referred_by), i.e. referrals others accepted: one value
 * of a larger statement (auth/user-view.ts).
 */
export const referralAcceptedCountValue = (scope: Scope) =>
  sql<number>`(select count(*) from ${users} where ${ofTenant(users, scope.tenantId, eq(users.referredBy, scope.userId))})`;
