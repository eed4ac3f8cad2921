/**
 * Hooks of the cart (src/shared/api/ordering-cart.ts). Every cart call answers the whole priced cart, and that
 * answer replaces the cached cart of the outlet (seed 002 §7 'Cart result replaces stored cart'): the menu's cart
 * bar, the product popup and the cart page all read the one entry, with no refetch after a change.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput, EndpointResult } from '../../shared/api/endpoint';
import * as api from '../../shared/api/ordering-cart';
import { endpointQuery, useEndpointMutation, type EndpointMutationOptions } from './hooks';
import { retryOnceUnless } from './retry';

export type { Cart, CartItem, CartLineInput, CartVoucher, DeliveryLocation } from '../../shared/api/ordering-cart';

export const cartQuery = (outletId: string) => endpointQuery(api.getCart, { params: { outletId } });

/** The caller's cart at an outlet (members and guests; created empty on first read). */
export function useCart(outletId: string | null, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    ...cartQuery(outletId ?? ''),
    enabled: enabled && outletId !== null,
    select: (answer) => answer.data,
  });
}

type CartEndpoint =
  | typeof api.clearCart
  | typeof api.addCartLine
  | typeof api.updateCartLine
  | typeof api.removeCartLine
  | typeof api.setCartEstimatedDate
  | typeof api.setCartOrderMode
  | typeof api.applyCartDiscounts;

type CartWriteOptions<E extends CartEndpoint, Input> = Omit<EndpointMutationOptions<E, Input>, 'invalidates'>;

/** A cart call whose answer becomes the cached cart of its outlet. */
function useCartWrite<E extends CartEndpoint, Input>(
  endpoint: E,
  outletId: string,
  toInput: (input: Input) => EndpointInput<E>,
  { onSuccess, ...options }: CartWriteOptions<E, Input>,
) {
  const queryClient = useQueryClient();
  return useEndpointMutation<E, Input>(
    endpoint,
    {
      ...options,
      invalidates: [],
      onSuccess: async (answer, ...rest) => {
        queryClient.setQueryData(cartQuery(outletId).queryKey, answer as EndpointResult<typeof api.getCart>);
        await onSuccess?.(answer, ...rest);
      },
    },
    toInput,
  );
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

const cartVouchersQuery = (outletId: string) => endpointQuery(api.listCartVouchers, { params: { outletId } });

/** The member's vouchers as the cart's voucher section shows them (members only: guests never see vouchers). */
export function useCartVouchers(outletId: string, enabled: boolean) {
  return useQuery({
    ...cartVouchersQuery(outletId),
    enabled: enabled && outletId !== '',
    retry: retryOnceUnless(403, 404),
    select: (answer) => answer.data,
  });
}

/** The body of applyCartDiscounts: every voucher the cart should hold, with an item voucher's chosen products. */
export type CartDiscountList = EndpointInput<typeof api.applyCartDiscounts>['body']['discountList'];

/** Set the cart's vouchers; the answer is the repriced cart, and the voucher cards' Applied state follows. */
export function useApplyCartDiscounts(
  outletId: string,
  { onSuccess, ...options }: CartWriteOptions<typeof api.applyCartDiscounts, CartDiscountList> = {},
) {
  const queryClient = useQueryClient();
  return useCartWrite(
    api.applyCartDiscounts,
    outletId,
    (discountList: CartDiscountList) => ({ params: { outletId }, body: { discountList } }),
    {
      ...options,
      onSuccess: async (...args) => {
        await queryClient.invalidateQueries({ queryKey: cartVouchersQuery(outletId).queryKey });
        await onSuccess?.(...args);
      },
    },
  );
}

export interface PlaceOrderInput {
  /** One key per Place order action (useAttemptKey): a double click or a retry places one order. */
  idempotencyKey: string;
  body: EndpointInput<typeof api.placeOrder>['body'];
}

/** Place the cart as an order; the outlet's cart is empty afterwards, and balances and My orders change. */
export function usePlaceOrder(
  outletId: string,
  options: Omit<EndpointMutationOptions<typeof api.placeOrder, PlaceOrderInput>, 'invalidates'> = {},
) {
  return useEndpointMutation(
    api.placeOrder,
    { ...options, invalidates: ['order', 'orders', 'wallet'] },
    ({ idempotencyKey, body }: PlaceOrderInput) => ({
      params: { outletId },
      headers: { 'idempotency-key': idempotencyKey },
      body,
    }),
  );
}

/** Addresses matching a typed text (the delivery sheet's search location), none for an empty text. */
export function useAddressSearch(text: string) {
  const q = text.trim();
  return useQuery({
    ...endpointQuery(api.searchAddresses, { query: { q, type: 'text' } }),
    enabled: q.length > 0,
    select: (answer) => answer.data,
  });
}

/** The delivery sheet's Update email: the account e-mail becomes the delivery e-mail. */
export function useUpdateAccountEmail(
  options: Omit<EndpointMutationOptions<typeof api.updateAccountEmail, string>, 'invalidates'> = {},
) {
  return useEndpointMutation(api.updateAccountEmail, { ...options, invalidates: ['me'] }, (email: string) => ({
    body: { email },
  }));
}
