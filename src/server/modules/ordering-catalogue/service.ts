/**
 * The ordering catalogue for a caller (seed 002 §2, §5; issue 11): outlets, and the menu evaluated at the order's
 * estimated time (NOW = the tenant's ordering clock) for the order mode and the caller's age, by the shared menu
 * rules (src/shared/rules/ordering/menu-visibility.ts) — the same code the client uses.
 */
import type { Menu, MenuProduct, OrderOutlet } from '../../../shared/api/ordering-catalogue';
import type { OrderMode } from '../../../shared/constants/ordering';
import { ORDER_SYSTEM_CODES } from '../../../shared/constants/ordering';
import { menuViewContext, visibleMenu, type MenuViewContext } from '../../../shared/rules/ordering/menu-visibility';
import { parseEstimatedDate } from '../../../shared/rules/ordering/outlet-clock';
import type { ServerContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { badRequest } from '../../lib/app-error';
import { OrderError } from '../../lib/order-error';
import { orderingClockOf } from '../../lib/ordering-clock';
import { bookmarkedProductIds } from '../products/repository';
import { cachedOutletOrThrow, merchantCatalogue, orderingMinute, productsOf, withBookmarks } from './catalogue-cache';
import * as repo from './repository';
import { outletView } from './views';

type Ctx = Pick<ServerContext, 'db' | 'clock' | 'catalogues' | 'memberReads'>;
/** Who is looking: their bookmarks and age shape the menu; null when signed out. */
export interface Viewer {
  tenantId: string;
  userId: string | null;
  birthday: string | null;
}

/** An outlet of this tenant, or 404 with order-system code 562 (restaurant identity not found). */
export async function outletOrThrow(db: DbOrTx, tenantId: string, outletId: string): Promise<repo.OutletRow> {
  const outlet = await repo.outletById(db, tenantId, outletId);
  if (!outlet) throw new OrderError(ORDER_SYSTEM_CODES.RESTAURANT_NOT_FOUND, 'Outlet did not exist', 'outletId');
  return outlet;
}

export async function listOutlets(
  ctx: Ctx,
  tenantId: string,
  query: { merchantId: string; latitude?: number; longitude?: number; isOrder?: boolean },
): Promise<OrderOutlet[]> {
  const rows = await repo.outletsOf(ctx.db, tenantId, query.merchantId, query.isOrder ?? true);
  const from =
    query.latitude !== undefined && query.longitude !== undefined
      ? { latitude: query.latitude, longitude: query.longitude }
      : null;
  const views = rows.map((row) => outletView(row, from));
  return from ? views.sort((a, b) => (a.distance ?? 0) - (b.distance ?? 0)) : views;
}

/** The instant an estimated date means at the outlet (now when null), or 400 naming the field. */
export function estimatedInstant(ctx: Ctx, outlet: repo.OutletRow, estimatedDate: string | null | undefined): Date {
  if (!estimatedDate) return orderingClockOf(ctx).now(outlet.tenantId);
  const at = parseEstimatedDate(estimatedDate, outlet.timeZone);
  if (!at) throw badRequest(`estimatedDate '${estimatedDate}' is not a real date and time`, 'estimatedDate');
  return at;
}

export interface MenuRequest {
  orderMode?: OrderMode;
  estimatedDate?: string | null;
}

/** What every menu-shaped answer needs: the outlet, its visibility context and the full catalogue (from memory). */
export async function menuContext(ctx: Ctx, viewer: Viewer, outletId: string, request: MenuRequest) {
  const outlet = await cachedOutletOrThrow(ctx, viewer.tenantId, outletId);
  const orderMode = request.orderMode ?? 'pick_up';
  const context: MenuViewContext = menuViewContext({
    outletId: outlet.id,
    timeZone: outlet.timeZone,
    orderMode,
    at: estimatedInstant(ctx, outlet, request.estimatedDate),
    birthday: viewer.birthday,
  });
  const merchant = await merchantCatalogue(ctx, viewer.tenantId, outlet.merchantId);
  // The caller's bookmarks are their own, kept in the member reads (cleared by any bookmark written); a visitor has none.
  const { userId, tenantId } = viewer;
  const bookmarked = userId
    ? await ctx.memberReads.read(tenantId, `${userId}|bookmarks`, () =>
        bookmarkedProductIds(ctx.db, { tenantId, userId }),
      )
    : [];
  return { outlet, orderMode, context, merchant, catalogue: withBookmarks(merchant.categories, bookmarked) };
}

/** The menu `viewer` sees at the outlet, evaluated now from the catalogue in memory. */
export async function menuOf(ctx: Ctx, viewer: Viewer, outletId: string, request: MenuRequest): Promise<Menu> {
  const { outlet, orderMode, context, merchant, catalogue } = await menuContext(ctx, viewer, outletId, request);
  return {
    outlet: outlet.id,
    orderMode,
    estimatedDate: request.estimatedDate ?? null,
    category_list: visibleMenu(catalogue, context),
    price_rule_list: [...merchant.priceRules],
    pricing_tier_list: [...merchant.pricingTiers],
    productTags: merchant.tags,
    isFeelingLuckyEnabled: merchant.flags?.isFeelingLuckyEnabled ?? false,
  };
}

/**
 * Where a visitor's menu is kept (as bytes, lib/public-answer.ts, in `ctx.catalogues` beside the rows it comes from,
 * so a write to them drops it too): a visitor has no bookmarks and no birthday, so every visitor's menu of an outlet
 * and mode is the same at one instant — the estimated date asked for, else the ordering clock's minute.
 */
export function visitorMenuKey(ctx: Ctx, tenantId: string, url: string, request: MenuRequest): string {
  return `menu|${request.estimatedDate ? 'as asked' : orderingMinute(ctx, tenantId)}|${url}`;
}

/** Visible products of the menu whose English name contains `q` (literally) and that carry one of `tags`. */
export async function searchMenu(
  ctx: Ctx,
  viewer: Viewer,
  outletId: string,
  request: MenuRequest & { q?: string; tags?: string[] },
): Promise<MenuProduct[]> {
  const { outlet, context, catalogue } = await menuContext(ctx, viewer, outletId, request);
  const matching = await repo.searchProductIds(
    ctx.db,
    { tenantId: viewer.tenantId, merchantId: outlet.merchantId },
    request.q?.trim() ?? '',
    request.tags ?? [],
  );
  return productsOf(visibleMenu(catalogue, context)).filter((p) => matching.has(p._id));
}

const ASSOCIATION_LIMIT = 10;

/**
 * 'You may also choose': visible products most often ordered with the given ones, else from their categories.
 * Never fails: the strip is a suggestion, so any error answers an empty list (seed 002 §7 "failures swallowed").
 */
export async function associationsOf(
  ctx: Ctx,
  viewer: Viewer,
  outletId: string,
  productIds: string[],
  log: (error: unknown) => void,
): Promise<MenuProduct[]> {
  try {
    const { outlet, context, catalogue } = await menuContext(ctx, viewer, outletId, {});
    const all = productsOf(catalogue);
    const ids = all.filter((p) => productIds.some((id) => id === p._id || id === p.sourceId)).map((p) => p._id);
    const associated = await repo.associatedProductIds(
      ctx.db,
      { tenantId: viewer.tenantId, merchantId: outlet.merchantId },
      ids,
      ASSOCIATION_LIMIT,
    );
    const visible = new Map(productsOf(visibleMenu(catalogue, context)).map((p) => [p._id, p]));
    return associated.flatMap((id) => visible.get(id) ?? []);
  } catch (error) {
    log(error);
    return [];
  }
}
