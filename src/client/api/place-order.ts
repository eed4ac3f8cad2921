/**
 * Placing the cart as an order (src/shared/api/place-order.ts). Apart from ordering-cart.ts, which the menu loads too;
 * that module re-exports it.
 */
import type { EndpointInput } from '../../shared/api/endpoint';
import * as api from '../../shared/api/place-order';
import { useEndpointMutation, type EndpointMutationOptions } from './hooks';

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
