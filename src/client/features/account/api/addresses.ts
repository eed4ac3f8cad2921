import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { requestData } from '../../../lib/api';
import type { Address } from './types';

export type AddressInput = Omit<Address, '_id'>;

export function getAddresses(): Promise<Address[]> {
  return requestData('/me/addresses');
}

export const addressesQuery = () => queryOptions({ queryKey: ['account', 'addresses'], queryFn: getAddresses });

export const useAddresses = () => useQuery(addressesQuery());

export function addAddress(input: AddressInput): Promise<Address> {
  return requestData('/me/addresses', { method: 'POST', body: input });
}

export function removeAddress(id: string): Promise<boolean> {
  return requestData(`/me/addresses/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

function useAddressMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQuery().queryKey }),
  });
}

export const useAddAddress = () => useAddressMutation(addAddress);
export const useRemoveAddress = () => useAddressMutation(removeAddress);
