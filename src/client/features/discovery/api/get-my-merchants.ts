import { queryOptions, useQuery } from '@tanstack/react-query';
import { CATEGORY_MERCHANTS_LIMIT } from '../../../../shared/rules';
import { requestPage } from '../../../lib/api';
import type { MerchantSummary } from './types';
import { useViewer } from './use-viewer';

/** The caller's joined merchants, most recently visited first (My Collection and /my_merchants). */
export function getMyMerchants(signal?: AbortSignal) {
  return requestPage<MerchantSummary>('/me/merchants', {
    query: { offset: 0, limit: CATEGORY_MERCHANTS_LIMIT },
    signal,
  });
}

export const myMerchantsQueryOptions = (viewer: string) =>
  queryOptions({ queryKey: ['discovery', 'my-merchants', viewer], queryFn: ({ signal }) => getMyMerchants(signal) });

/** Only members have merchants of their own: anonymous visitors and guests do not ask. */
export function useMyMerchants(enabled: boolean) {
  return useQuery({ ...myMerchantsQueryOptions(useViewer()), enabled });
}
