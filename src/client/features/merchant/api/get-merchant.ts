import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAppSelector } from '../../../app/store';
import { requestData } from '../../../lib/api';
import type { MerchantDetail } from './types';

/** The merchant page: outlets, contact, hours, policies, and joined and balances for the caller. */
export function getMerchant(merchantId: string, signal?: AbortSignal) {
  return requestData<MerchantDetail>(`/merchants/${encodeURIComponent(merchantId)}`, { signal });
}

export const merchantQueryOptions = (merchantId: string, viewer: string) =>
  queryOptions({
    queryKey: ['merchant', merchantId, viewer],
    queryFn: ({ signal }) => getMerchant(merchantId, signal),
    // A missing or inactive merchant will not come back on a retry.
    retry: (count, error) => count < 1 && !('status' in error && error.status === 404),
  });

export function useMerchant(merchantId: string) {
  const viewer = useAppSelector((state) => state.session.user?.id ?? 'anonymous');
  return useQuery(merchantQueryOptions(merchantId, viewer));
}
