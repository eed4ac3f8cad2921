/**
 * The server-rendered menu of an outlet (issue 14): `/order/merchant/:merchantId/outlet/:outletId` arrives with the
 * outlet's header, its category bar and products, as the menu API answers an anonymous visitor (the mode the outlet
 * offers first, at the ordering clock's minute). The renderer is the one of /home (src/client/app/server-render.tsx);
 * what differs is how a render is kept: a menu depends on the time (open hours, products' end times, price rules in
 * force) and on stock, so it is kept with the catalogue rows, per outlet and minute, like the visitor's menu answer
 * itself (ordering-catalogue/service.ts `menuOf`): a write to the catalogue or a new minute renders it again.
 */
import { readTableParams } from '../../../shared/rules/ordering/table-qr';
import type { ServerContext } from '../../context';
import type { TenantReadCache } from '../../lib/tenant-read-cache';
import { orderingClockOf } from '../../lib/ordering-clock';

/** Where a first screen's render is kept, and under which key (the caller adds the page's build and language). */
export interface FirstScreenStore {
  cache: TenantReadCache;
  key: string;
}

/** The menu's address; its outlet id is the second segment after /order/merchant/. */
const MENU_PATH = /^\/order\/merchant\/[^/]+\/outlet\/([^/]+)$/;
const MINUTE_MS = 60_000;

/**
 * Whether the address asks for another mode than the one an anonymous visitor's menu opens in: a table (dine-in,
 * or a table QR token still to exchange) or delivery. The app would then read another menu than the server drew.
 */
function asksForAMode(search: string): boolean {
  const params = new URLSearchParams(search);
  const table = readTableParams(params);
  return table.tableNumber !== null || table.tableToken !== null || params.get('isDelivery') === 'true';
}

/**
 * Where a navigation to `pathname` keeps its menu render: undefined when the path is no menu (the caller keeps its
 * own way), null when the server leaves this menu to the app (the address asks for a mode).
 */
export function menuFirstScreenStore(
  ctx: Pick<ServerContext, 'catalogues' | 'clock'>,
  tenantId: string,
  pathname: string,
  search: string,
): FirstScreenStore | null | undefined {
  const outletId = MENU_PATH.exec(pathname)?.[1];
  if (outletId === undefined) return undefined;
  if (asksForAMode(search)) return null;
  const minute = Math.floor(orderingClockOf(ctx).now(tenantId).getTime() / MINUTE_MS);
  return { cache: ctx.catalogues, key: `menu-screen|${pathname}|minute ${minute}` };
}
