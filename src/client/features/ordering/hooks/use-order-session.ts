/**
 * What every screen of an outlet reads: the outlet, the caller's cart there (members and guests; anonymous
 * visitors read the menu without one), the moment the menu is evaluated at (the cart's mode and time, or for an
 * anonymous visitor the mode the address asks for), and the menu itself.
 */
import type { OrderMode } from '../../../../shared/constants/ordering';
import { useMenu, useOrderOutlet, type MenuMoment, type OrderOutlet } from '../../../api/ordering-catalogue';
import { useCart } from '../../../api/ordering-cart';
import { useAppSelector } from '../../../state/store';
import type { FlowParams } from '../lib/flow-params';
import { useFlowParams } from './use-flow-params';

/** The modes an outlet takes, in the switcher's order. */
export function allowedModes(outlet: Pick<OrderOutlet, 'orderSettings'>): OrderMode[] {
  const settings = outlet.orderSettings;
  return [
    settings.isAllowDineIn && ('dine_in' as const),
    settings.isAllowPickup && ('pick_up' as const),
    settings.isAllowDelivery && ('delivery' as const),
  ].filter((mode): mode is OrderMode => mode !== false);
}

/**
 * The mode the address asks for: takeout=true pick-up (a pick-up chosen at a table keeps the table in the address, and
 * a reload must not seat the customer again), else a table dine-in, isDelivery delivery, else pick-up where allowed.
 */
export function requestedMode(params: FlowParams, allowed: readonly OrderMode[]): OrderMode {
  let wish: OrderMode = 'pick_up';
  if (!params.isTakeout && params.tableNumber) wish = 'dine_in';
  else if (!params.isTakeout && params.isDelivery) wish = 'delivery';
  return allowed.includes(wish) ? wish : (allowed[0] ?? 'pick_up');
}

/**
 * `outletId` null: a screen reached without an outlet (bookmarks from elsewhere) reads no outlet, cart or menu.
 * `readsMenu` false: a screen that shows no menu (the cart) does not read one — a large answer to parse and a render
 * of the whole screen when it arrives (issue 14).
 */
export function useOrderSession(outletId: string | null, { readsMenu = true } = {}) {
  const role = useAppSelector((state) => state.session.role);
  const signedIn = role !== 'anonymous';
  const params = useFlowParams();
  const outlet = useOrderOutlet(outletId);
  const cart = useCart(outletId, { enabled: signedIn });
  let moment: MenuMoment | null = null;
  if (signedIn && cart.data) moment = { orderMode: cart.data.orderMode, estimatedDate: cart.data.estimatedDate };
  // Without a cart (anonymous, or it failed to load) the menu is read in the mode the address asks for, at NOW.
  else if ((!signedIn || cart.isError) && outlet.data)
    moment = { orderMode: requestedMode(params, allowedModes(outlet.data)), estimatedDate: null };
  const menu = useMenu(outletId ?? '', readsMenu ? moment : null);
  return { role, signedIn, params, outlet, cart, moment, menu, ordering: outlet.data?.isOrder ?? false };
}
