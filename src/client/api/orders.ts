/**
 * Hooks of placed orders (src/shared/api/orders.ts): the order page, My orders, pass to counter, cancel, reorder.
 * An action answers the whole order, which replaces the cached one so the page shows the server's new state at once.
 */
import type { Static } from '@sinclair/typebox';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from '../../shared/api/orders';
import { ORDER_HISTORY_PAGE_SIZE } from '../../shared/constants/ordering';
import { endpointPagesQuery, endpointQuery, useEndpointMutation, type EndpointMutationOptions } from './hooks';
import { callEndpoint } from './fetcher';
import { retryOnceUnless } from './retry';

export type { Order } from '../../shared/api/orders';
export type OrderSummary = Static<typeof api.OrderSummary>;

export const orderQuery = (orderId: string) => endpointQuery(api.getOrder, { params: { orderId } });

/**
 * One of the caller's orders; 404 (someone else's, or a receipt id) is final. `refreshMs` says how often to ask again
 * for the order as last read (false: not again).
 */
export function useOrder(orderId: string, { refreshMs }: { refreshMs?: (order: api.Order) => number | false } = {}) {
  return useQuery({
    ...orderQuery(orderId),
    retry: retryOnceUnless(404),
    select: (answer) => answer.data,
    refetchInterval: (query) => (refreshMs && query.state.data ? refreshMs(query.state.data.data) : false),
  });
}

/** My orders, newest first, 10 a page. */
export function useMyOrders({ enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...endpointPagesQuery(api.listMyOrders, {}, ORDER_HISTORY_PAGE_SIZE), enabled });
}

type ActionOptions<E extends typeof api.passOrderToCounter | typeof api.cancelOrder> = Omit<
  EndpointMutationOptions<E, void>,
  'invalidates'
>;

/**
 * The options of an order action: its answer replaces the cached order; the history rows show the status too, and
 * balances change when a cancel refunds credit and points.
 */
function useActionOptions<E extends typeof api.passOrderToCounter | typeof api.cancelOrder>(
  orderId: string,
  { onSuccess, ...options }: ActionOptions<E>,
): EndpointMutationOptions<E, void> {
  const queryClient = useQueryClient();
  return {
    ...options,
    invalidates: ['orders', 'wallet'],
    onSuccess: async (answer, ...rest) => {
      queryClient.setQueryData(orderQuery(orderId).queryKey, answer);
      await onSuccess?.(answer, ...rest);
    },
  };
}

/** Send an unpaid order to the counter to pay there. */
export function usePassOrderToCounter(orderId: string, options: ActionOptions<typeof api.passOrderToCounter> = {}) {
  return useEndpointMutation(api.passOrderToCounter, useActionOptions(orderId, options), () => ({
    params: { orderId },
  }));
}

/** Cancel an unpaid order; its store credit, points and vouchers go back. */
export function useCancelOrder(orderId: string, options: ActionOptions<typeof api.cancelOrder> = {}) {
  return useEndpointMutation(api.cancelOrder, useActionOptions(orderId, options), () => ({ params: { orderId } }));
}

/** Put an order's lines back into the cart: status 0 asks to replace a filled cart (call again with force). */
export function useReorder(
  options: Omit<EndpointMutationOptions<typeof api.reorder, ReorderInput>, 'invalidates'> = {},
) {
  return useEndpointMutation(
    api.reorder,
    // The cart of the order's outlet now holds its lines.
    { ...options, invalidates: ['order'] },
    ({ orderId, force }: ReorderInput) => ({ params: { orderId }, body: force ? { force: true } : {} }),
  );
}

export interface ReorderInput {
  orderId: string;
  force?: boolean;
}

/**
 * The short-lived link of an order's PDF receipt (the browser opening it sends no bearer token, so the link carries
 * its own proof), asked when the customer taps Download receipt.
 */
export function fetchReceiptLink(orderId: string): Promise<string> {
  return callEndpoint(api.getReceiptLink, { params: { orderId } }).then((answer) => answer.data.url);
}
