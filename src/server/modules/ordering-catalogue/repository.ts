/** SQL of the ordering catalogue: outlets, the merchant's categories and products, tags, price rules, tokens, popups. */
import { and, asc, desc, eq, inArray, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  menuCategories,
  merchants,
  modifierValueStocks,
  orderLines,
  outlets,
  popupMessages,
  priceRules,
  products,
  productTags,
  tableTokens,
} from '../../db/schema';
import { ofTenant } from '../../db/scopes';

export type OutletRow = typeof outlets.$inferSelect;
export type CategoryRow = typeof menuCategories.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type PriceRuleRow = typeof priceRules.$inferSelect;

export async function outletsOf(db: DbOrTx, tenantId: string, merchantId: string, onlyOrdering: boolean) {
  return db
    .select()
    .from(outlets)
    .where(
      ofTenant(
        outlets,
        tenantId,
        eq(outlets.merchantId, merchantId),
        onlyOrdering ? eq(outlets.isOrder, true) : undefined,
      ),
    )
    .orderBy(asc(outlets.id));
}

/** An outlet of this tenant, or undefined (another tenant's outlet is as absent as an unknown id). */
export async function outletById(db: DbOrTx, tenantId: string, outletId: string): Promise<OutletRow | undefined> {
  const [row] = await db
    .select()
    .from(outlets)
    .where(ofTenant(outlets, tenantId, eq(outlets.id, outletId)));
  return row;
}

export async function merchantFlags(db: DbOrTx, tenantId: string, merchantId: string) {
  const [row] = await db
    .select({ isFeelingLuckyEnabled: merchants.isFeelingLuckyEnabled, loyaltyUnit: merchants.loyaltyUnit })
    .from(merchants)
    .where(and(eq(merchants.tenantId, tenantId), eq(merchants.id, merchantId)));
  return row;
}

/** Every category and product of a merchant, in menu order (the menu rules filter them per caller). */
export async function catalogueOf(db: DbOrTx, tenantId: string, merchantId: string) {
  // In turn, not in parallel: `db` may be a transaction (one connection).
  const categories = await db
    .select()
    .from(menuCategories)
    .where(ofTenant(menuCategories, tenantId, eq(menuCategories.merchantId, merchantId)))
    .orderBy(asc(menuCategories.sortOrder), asc(menuCategories.id));
  const items = await db
    .select()
    .from(products)
    .where(ofTenant(products, tenantId, eq(products.merchantId, merchantId)))
    .orderBy(asc(products.sortOrder), asc(products.id));
  return { categories, products: items };
}

/** Remaining stock of the merchant's tracked modifier values, by value id. */
export async function modifierValueStocksOf(db: DbOrTx, tenantId: string, merchantId: string) {
  const rows = await db
    .select({ valueId: modifierValueStocks.valueId, remaining: modifierValueStocks.remainingQuantity })
    .from(modifierValueStocks)
    .where(and(eq(modifierValueStocks.tenantId, tenantId), eq(modifierValueStocks.merchantId, merchantId)));
  return new Map(rows.map((row) => [row.valueId, row.remaining]));
}

export async function tagsOf(db: DbOrTx, tenantId: string, merchantId: string) {
  return db
    .select()
    .from(productTags)
    .where(ofTenant(productTags, tenantId, eq(productTags.merchantId, merchantId)))
    .orderBy(asc(productTags.sortOrder), asc(productTags.id));
}

export async function priceRulesOf(db: DbOrTx, tenantId: string, merchantId: string): Promise<PriceRuleRow[]> {
  return db
    .select()
    .from(priceRules)
    .where(ofTenant(priceRules, tenantId, eq(priceRules.merchantId, merchantId), eq(priceRules.isActive, true)))
    .orderBy(asc(priceRules.sortOrder), asc(priceRules.id));
}

/** `%` and `_` match literally, as does the escape character itself. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Ids of a merchant's products whose English name contains `text` (case-insensitive, taken literally) and that carry
 * at least one of `tagIds` (any tag when empty).
 */
export async function searchProductIds(
  db: DbOrTx,
  scope: { tenantId: string; merchantId: string },
  text: string,
  tagIds: readonly string[],
): Promise<Set<string>> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(
      ofTenant(
        products,
        scope.tenantId,
        eq(products.merchantId, scope.merchantId),
        text ? sql`${products.name}->>'en_US' ilike ${`%${likeLiteral(text)}%`} escape '\\'` : undefined,
        tagIds.length > 0
          ? sql`${products.tagIds} ?| array[${sql.join(
              tagIds.map((id) => sql`${id}`),
              sql`, `,
            )}]::text[]`
          : undefined,
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/**
 * Products most often ordered together with `productIds` in this merchant's past orders, most frequent first;
 * when nobody ordered them yet, other products of their categories.
 */
export async function associatedProductIds(
  db: DbOrTx,
  scope: { tenantId: string; merchantId: string },
  productIds: readonly string[],
  limit: number,
): Promise<string[]> {
  if (productIds.length === 0) return [];
  const other = alias(orderLines, 'other');
  const coOrdered = await db
    .select({ id: other.productId, n: sql<number>`count(*)::int` })
    .from(orderLines)
    .innerJoin(other, and(eq(other.orderId, orderLines.orderId), ne(other.productId, orderLines.productId)))
    .where(
      and(
        eq(orderLines.tenantId, scope.tenantId),
        inArray(orderLines.productId, [...productIds]),
        notInArray(other.productId, [...productIds]),
      ),
    )
    .groupBy(other.productId)
    .orderBy(desc(sql`count(*)`), asc(other.productId))
    .limit(limit);
  if (coOrdered.length > 0) return coOrdered.map((r) => r.id);
  const held = await db
    .select({ categoryId: products.categoryId })
    .from(products)
    .where(ofTenant(products, scope.tenantId, inArray(products.id, [...productIds])));
  const categoryIds = held.flatMap((r) => (r.categoryId ? [r.categoryId] : []));
  if (categoryIds.length === 0) return [];
  const sameCategory = await db
    .select({ id: products.id })
    .from(products)
    .where(
      ofTenant(
        products,
        scope.tenantId,
        eq(products.merchantId, scope.merchantId),
        inArray(products.categoryId, categoryIds),
        notInArray(products.id, [...productIds]),
      ),
    )
    .orderBy(asc(products.sortOrder), asc(products.id))
    .limit(limit);
  return sameCategory.map((r) => r.id);
}

export async function tableTokenOf(db: DbOrTx, tenantId: string, token: string) {
  const [row] = await db
    .select()
    .from(tableTokens)
    .where(and(eq(tableTokens.tenantId, tenantId), eq(tableTokens.token, token), eq(tableTokens.isActive, true)));
  return row;
}

export async function popupsOf(
  db: DbOrTx,
  scope: { tenantId: string; merchantId: string },
  page: 'order' | 'home' | 'member',
  outletId: string | undefined,
) {
  return db
    .select()
    .from(popupMessages)
    .where(
      ofTenant(
        popupMessages,
        scope.tenantId,
        eq(popupMessages.merchantId, scope.merchantId),
        eq(popupMessages.isActive, true),
        sql`${popupMessages.pages} ? ${page}`,
        outletId
          ? or(isNull(popupMessages.outletId), eq(popupMessages.outletId, outletId))
          : isNull(popupMessages.outletId),
      ),
    )
    .orderBy(asc(popupMessages.sortOrder), asc(popupMessages.id));
}
