/**
 * The ordering catalogue from memory (issue 14): an outlet's row and its merchant's whole catalogue (categories and
 * products as contract objects with their stock, price rules, tags, flags) are kept in `ctx.catalogues`, cleared by
 * any write to the tables they come from (lib/read-caches.ts). What depends on the time or the caller (open hours,
 * visibility, price rules in force, bookmarks) is evaluated per request from them, so the rows can be shared.
 *
 * Read these before a transaction, never inside one: a cold read loads through `ctx.db`, which on PGlite waits for
 * the open transaction's lock. Cart writes and placement read them first and check stock again in SQL.
 */
import type { Menu, MenuCategory, MenuProduct, PriceRule } from '../../../shared/api/ordering-catalogue';
import { ORDER_SYSTEM_CODES } from '../../../shared/constants/ordering';
import type { ServerContext } from '../../context';
import { OrderError } from '../../lib/order-error';
import { orderingClockOf } from '../../lib/ordering-clock';
import * as repo from './repository';
import { categoryView, priceRuleView, productView, type CatalogueStock } from './views';

export type CatalogueCtx = Pick<ServerContext, 'db' | 'catalogues'>;

/** What the bill needs of a product besides its menu view: whether tax and service charge apply to it. */
export interface ProductCharges {
  hasTax: boolean;
  hasServiceCharge: boolean;
}

/** A merchant's whole catalogue, before any visibility rule; shared by every request: never change it. */
export interface MerchantCatalogue {
  /** Every category with every product (not bookmarked; see withBookmarks), in menu order. */
  categories: readonly MenuCategory[];
  /** Whether tax and service charge apply, per product id. */
  charges: ReadonlyMap<string, ProductCharges>;
  priceRules: readonly PriceRule[];
  pricingTiers: readonly PriceRule[];
  tags: Menu['productTags'];
  flags: Awaited<ReturnType<typeof repo.merchantFlags>>;
  /** Stock as read: whether each product tracks it, and the modifier values that do (those with a stock row). */
  stock: { isProductTracked(productId: string): boolean | undefined; trackedValues: ReadonlySet<string> };
}

async function loadCatalogue(ctx: CatalogueCtx, tenantId: string, merchantId: string): Promise<MerchantCatalogue> {
  const [{ categories, products }, modifierValues, rules, tags, flags] = await Promise.all([
    repo.catalogueOf(ctx.db, tenantId, merchantId),
    repo.modifierValueStocksOf(ctx.db, tenantId, merchantId),
    repo.priceRulesOf(ctx.db, tenantId, merchantId),
    repo.tagsOf(ctx.db, tenantId, merchantId),
    repo.merchantFlags(ctx.db, tenantId, merchantId),
  ]);
  const stock: CatalogueStock = {
    modifierValues,
    products: new Map(
      products.flatMap((p) => (p.isTrackQuantity && p.remainingQuantity !== null ? [[p.id, p.remainingQuantity]] : [])),
    ),
  };
  const tracking = new Map(products.map((p) => [p.id, p.isTrackQuantity]));
  return {
    categories: categories.map((category) =>
      categoryView(
        category,
        products.filter((p) => p.categoryId === category.id).map((p) => productView(p, false, stock)),
      ),
    ),
    charges: new Map(products.map((p) => [p.id, { hasTax: p.hasTax, hasServiceCharge: p.hasServiceCharge }])),
    priceRules: rules.filter((r) => r.kind === 'rule').map(priceRuleView),
    pricingTiers: rules.filter((r) => r.kind === 'tier').map(priceRuleView),
    tags: tags.map((t) => ({ _id: t.id, name: t.name })),
    flags,
    stock: {
      isProductTracked: (productId) => tracking.get(productId),
      trackedValues: new Set(modifierValues.keys()),
    },
  };
}

/** The merchant's catalogue, from memory when nothing it comes from was written since it was read. */
export const merchantCatalogue = (ctx: CatalogueCtx, tenantId: string, merchantId: string) =>
  ctx.catalogues.read(tenantId, `merchant|${merchantId}`, () => loadCatalogue(ctx, tenantId, merchantId));

/** An outlet of this tenant, or 404 with order-system code 562 (restaurant identity not found). */
export async function cachedOutletOrThrow(ctx: CatalogueCtx, tenantId: string, outletId: string) {
  const outlet = await ctx.catalogues.read(tenantId, `outlet|${outletId}`, () =>
    repo.outletById(ctx.db, tenantId, outletId),
  );
  if (!outlet) throw new OrderError(ORDER_SYSTEM_CODES.RESTAURANT_NOT_FOUND, 'Outlet did not exist', 'outletId');
  return outlet;
}

const MINUTE_MS = 60_000;

/**
 * The minute of the tenant's ordering clock: an answer evaluated at "now" (a visitor's menu, a cart) is kept for the
 * minute, as of its first request in it. So a product whose end time falls inside that minute leaves such an answer
 * at the next one; line validation and placement still refuse it at once.
 */
export const orderingMinute = (ctx: Pick<ServerContext, 'clock'>, tenantId: string) =>
  `minute ${Math.floor(orderingClockOf(ctx).now(tenantId).getTime() / MINUTE_MS)}`;

export const productsOf = (categories: readonly MenuCategory[]): MenuProduct[] =>
  categories.flatMap((c) => c.product_list);

/** The categories with the caller's bookmarked products marked (copies only what changes). */
export function withBookmarks(categories: readonly MenuCategory[], bookmarked: readonly string[]): MenuCategory[] {
  if (bookmarked.length === 0) return [...categories];
  const marks = new Set(bookmarked);
  return categories.map((category) =>
    category.product_list.some((p) => marks.has(p._id))
      ? {
          ...category,
          product_list: category.product_list.map((p) => (marks.has(p._id) ? { ...p, isBookmarked: true } : p)),
        }
      : category,
  );
}
