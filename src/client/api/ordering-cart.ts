/**
 * Hooks of the cart (src/shared/api/ordering-cart.ts). Every cart call answers the whole priced cart, and that
 * answer replaces the cached cart of the outlet (seed 002 §7 'Cart result replaces stored cart'): the menu's cart
 * bar, the product popup and the cart page all read the one entry, with no refetch after a change.
 */
import { useQuery } from '@tanstack/react-query';
import type { EndpointInput } from '../../shared/api/endpoint';
import * as api from '../../shared/api/ordering-cart';
import { cartQuery, useCartWrite, type CartWriteOptions } from './cart-write';

export type { Cart, CartItem, CartLineInput, CartVoucher, DeliveryLocation } from '../../shared/api/ordering-cart';

export { cartQuery } from './cart-write';
// The cart page's calls live apart so the menu, which shares this module, does not load them; re-exported here so
// the checkout's imports stay as they were.
export { useAddressSearch, useUpdateAccountEmail } from './delivery-address';
export { useApplyCartDiscounts, useCartVouchers, type CartDiscountList } from './cart-vouchers';
export { usePlaceOrder, type PlaceOrderInput } from './place-order';

/** The caller's cart at an outlet (members and guests; created empty on first read). */
export function useCart(outletId: string | null, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    ...cartQuery(outletId ?? ''),
    enabled: enabled && outletId !== null,
    select: (answer) => answer.data,
  });
}

export function useClearCart(outletId: string, options: CartWriteOptions<typeof api.clearCart, void> = {}) {
  return useCartWrite(api.clearCart, outletId, () => ({ params: { outletId } }), options);
}

/** Add a product with its modifiers and bundle picks (an identical line grows instead). */
export function useAddCartLine(
  outletId: string,
  options: CartWriteOptions<typeof api.addCartLine, api.CartLineInput> = {},
) {
  return useCartWrite(
    api.addCartLine,
    outletId,
    (body: api.CartLineInput) => ({ params: { outletId }, body }),
    options,
  );
}

export interface CartLineUpdate {
  itemId: string;
  line: api.CartLineInput;
}

export function useUpdateCartLine(
  outletId: string,
  options: CartWriteOptions<typeof api.updateCartLine, CartLineUpdate> = {},
) {
  return useCartWrite(
    api.updateCartLine,
    outletId,
    ({ itemId, line }: CartLineUpdate) => ({ params: { outletId, itemId }, body: line }),
    options,
  );
}

export function useRemoveCartLine(outletId: string, options: CartWriteOptions<typeof api.removeCartLine, string> = {}) {
  return useCartWrite(api.removeCartLine, outletId, (itemId: string) => ({ params: { outletId, itemId } }), options);
}

/** The order's date and time, outlet-local 'YYYY-MM-DD HH:mm', or null for NOW. */
export function useSetCartEstimatedDate(
  outletId: string,
  options: CartWriteOptions<typeof api.setCartEstimatedDate, string | null> = {},
) {
  return useCartWrite(
    api.setCartEstimatedDate,
    outletId,
    (estimatedDate: string | null) => ({ params: { outletId }, body: { estimatedDate } }),
    options,
  );
}

/** The body of setCartOrderMode, as its schema declares it. */
export type OrderModeChange = EndpointInput<typeof api.setCartOrderMode>['body'];

/** The order mode with its table (dine-in) or delivery location; 412 means the delivery address is missing or far. */
export function useSetCartOrderMode(
  outletId: string,
  options: CartWriteOptions<typeof api.setCartOrderMode, OrderModeChange> = {},
) {
  return useCartWrite(
    api.setCartOrderMode,
    outletId,
    (body: OrderModeChange) => ({ params: { outletId }, body }),
    options,
  );
}
