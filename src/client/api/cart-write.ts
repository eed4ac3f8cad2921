/**
 * The cached cart of an outlet and the write every cart call shares: its answer, the whole priced cart, replaces that
 * cached cart (seed 002 §7 'Cart result replaces stored cart'). Apart from ordering-cart.ts so that the cart page's
 * voucher calls (cart-vouchers.ts) can use it without the menu loading them.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { EndpointInput, EndpointResult } from '../../shared/api/endpoint';
import * as api from '../../shared/api/ordering-cart';
import { endpointQuery, useEndpointMutation, type EndpointMutationOptions } from './hooks';

export const cartQuery = (outletId: string) => endpointQuery(api.getCart, { params: { outletId } });

type CartEndpoint =
  | typeof api.clearCart
  | typeof api.addCartLine
  | typeof api.updateCartLine
  | typeof api.removeCartLine
  | typeof api.setCartEstimatedDate
  | typeof api.setCartOrderMode
  | typeof api.applyCartDiscounts;

export type CartWriteOptions<E extends CartEndpoint, Input> = Omit<EndpointMutationOptions<E, Input>, 'invalidates'>;

/** A cart call whose answer becomes the cached cart of its outlet. */
export function useCartWrite<E extends CartEndpoint, Input>(
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
