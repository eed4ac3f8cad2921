/**
 * The delivery sheet's calls (src/shared/api/order-addresses.ts). Apart from ordering-cart.ts so that they load with
 * the sheet, not with the menu or the cart's first screen; ordering-cart.ts re-exports them.
 */
import { useQuery } from '@tanstack/react-query';
import * as api from '../../shared/api/order-addresses';
import { endpointQuery, useEndpointMutation, type EndpointMutationOptions } from './hooks';

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
