import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { requestData } from '../../../lib/api';
import type { MerchantDetail } from './types';

/** The merchant's terms (HTML; sanitise before showing). */
export function getMerchantTerms(merchantId: string, signal?: AbortSignal) {
  return requestData<{ _id: string; termBody: string }>(`/merchants/${encodeURIComponent(merchantId)}/terms`, {
    signal,
  });
}

export const merchantTermsQueryOptions = (merchantId: string) =>
  queryOptions({
    queryKey: ['merchant', merchantId, 'terms'],
    queryFn: ({ signal }) => getMerchantTerms(merchantId, signal),
  });

export function useMerchantTerms(merchantId: string, enabled: boolean) {
  return useQuery({ ...merchantTermsQueryOptions(merchantId), enabled });
}

/** Joins with the terms accepted; the server checks the sign-up token rule. */
export function joinMerchant(merchantId: string) {
  return requestData<MerchantDetail>(`/merchants/${encodeURIComponent(merchantId)}/join`, {
    method: 'POST',
    body: { isTermChecked: true },
  });
}

export function useJoinMerchant() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (merchantId: string) => joinMerchant(merchantId),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['merchant'] }),
        client.invalidateQueries({ queryKey: ['discovery'] }),
      ]),
  });
}
