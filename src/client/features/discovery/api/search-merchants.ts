import { queryOptions, useQuery } from '@tanstack/react-query';
import { CATEGORY_MERCHANTS_LIMIT } from '../../../../shared/rules';
import { requestPage } from '../../../lib/api';
import type { MerchantSummary } from './types';
import { useViewer } from './use-viewer';

/** Merchants whose name or description contains `text`. */
export function searchMerchants(text: string, signal?: AbortSignal) {
  return requestPage<MerchantSummary>('/merchants/search', {
    query: { q: text, offset: 0, limit: CATEGORY_MERCHANTS_LIMIT },
    signal,
  });
}

export const merchantSearchQueryOptions = (text: string, viewer: string) =>
  queryOptions({
    queryKey: ['discovery', 'merchant-search', text, viewer],
    queryFn: ({ signal }) => searchMerchants(text, signal),
  });

/** Searches once there is something to search for. */
export function useMerchantSearch(text: string) {
  const trimmed = text.trim();
  return useQuery({ ...merchantSearchQueryOptions(trimmed, useViewer()), enabled: trimmed.length > 0 });
}
