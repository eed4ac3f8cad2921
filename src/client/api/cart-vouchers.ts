/**
 * The voucher section's calls (src/shared/api/cart-vouchers.ts). Apart from ordering-cart.ts so that they load with
 * the voucher section, not with the menu or the cart's first screen; ordering-cart.ts re-exports them.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput } from '../../shared/api/endpoint';
import * as api from '../../shared/api/cart-vouchers';
import { useCartWrite, type CartWriteOptions } from './cart-write';
import { endpointQuery } from './hooks';
import { retryOnceUnless } from './retry';

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
