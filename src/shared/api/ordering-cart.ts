/**
 * The cart (seed 002 §2 cart page, §3 Cart result / Cart item, §4, §5, §7; issue 11). One cart per user and outlet,
 * priced by the server in exact decimal money (src/shared/rules/ordering/pricing.ts, the same code the client may use
 * to preview); the client shows the server's numbers. Every cart call answers the whole cart.
 *
 * Refusals are 4xx with the usual ErrorBody plus `orderSystemCode` (src/shared/constants/ordering.ts
 * ORDER_SYSTEM_CODES, seed 002 §8) and, for 402, `unavailableProducts`; the client maps codes to the seed's messages.
 */
import * as T from '@sinclair/typebox';
import { Id, IdParams, Nullable, Str } from './common';
import { defineEndpoint } from './endpoint';
import { EstimatedDate, OrderModeSchema } from './ordering-catalogue';
import { CartAnswer, CartLineInput, DeliveryLocation, OutletParams, tags } from './ordering-cart-model';

export {
  Cart,
  CartItem,
  CartTotal,
  CartLineInput,
  DeliveryLocation,
  DiscountEntry,
  OrderErrorBody,
} from './ordering-cart-model';
export { applyCartDiscounts, CartVoucher, listCartVouchers } from './cart-vouchers';
export { placeOrder } from './place-order';
export { AddressSuggestion, searchAddresses, updateAccountEmail } from './order-addresses';

export const getCart = defineEndpoint({
  method: 'GET',
  path: '/order/cart/:outletId',
  summary: "The caller's cart at this outlet (created empty, pick-up, NOW, on first read)",
  tags,
  auth: 'member-or-guest',
  params: OutletParams,
  response: CartAnswer,
});

export const clearCart = defineEndpoint({
  method: 'DELETE',
  path: '/order/cart/:outletId',
  summary: 'Empty the cart (keeps its mode, time and address)',
  tags,
  auth: 'member-or-guest',
  params: OutletParams,
  response: CartAnswer,
});

export const addCartLine = defineEndpoint({
  method: 'POST',
  path: '/order/cart/:outletId/items',
  summary: 'Add a product with its modifiers and bundle picks (an identical line grows instead)',
  tags,
  auth: 'member-or-guest',
  params: OutletParams,
  body: CartLineInput,
  response: CartAnswer,
});

export const updateCartLine = defineEndpoint({
  method: 'PUT',
  path: '/order/cart/:outletId/items/:itemId',
  summary: 'Replace a line (quantity, modifiers, bundle picks)',
  tags,
  auth: 'member-or-guest',
  params: IdParams('outletId', 'itemId'),
  body: CartLineInput,
  response: CartAnswer,
});

export const removeCartLine = defineEndpoint({
  method: 'DELETE',
  path: '/order/cart/:outletId/items/:itemId',
  summary: 'Remove a line (auto-added voucher lines cannot be removed)',
  tags,
  auth: 'member-or-guest',
  params: IdParams('outletId', 'itemId'),
  response: CartAnswer,
});

export const setCartEstimatedDate = defineEndpoint({
  method: 'PUT',
  path: '/order/cart/:outletId/estimated-date',
  summary: "Set the order's date and time (null = NOW); refused with 412 outside the outlet's windows",
  tags,
  auth: 'member-or-guest',
  params: OutletParams,
  body: T.Object({ estimatedDate: Nullable(EstimatedDate) }, { additionalProperties: false }),
  response: CartAnswer,
});

export const setCartOrderMode = defineEndpoint({
  method: 'PUT',
  path: '/order/cart/:outletId/order-mode',
  summary:
    'Set the order mode with its table number (dine-in) or delivery location (delivery: 412 when missing or too far)',
  tags,
  auth: 'member-or-guest',
  params: OutletParams,
  body: T.Object(
    {
      orderMode: OrderModeSchema,
      tableNumber: T.Optional(Nullable(Str(20))),
      pagerNumber: T.Optional(Nullable(Str(20))),
      tableToken: T.Optional(Nullable(Id())),
      location: T.Optional(Nullable(DeliveryLocation)),
    },
    { additionalProperties: false },
  ),
  response: CartAnswer,
});
