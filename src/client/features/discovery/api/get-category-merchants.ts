import { queryOptions, useQuery } from '@tanstack/react-query';
import { CATEGORY_MERCHANTS_LIMIT, CATEGORY_MERCHANTS_PAGE } from '../../../../shared/rules';
import { requestPage } from '../../../lib/api';
import type { FeedEntry } from './types';
import { useViewer } from './use-viewer';

/** Merchants of a category: one page of 100 (seed 000 sections 7 and 9). */
export function getCategoryMerchants(categoryId: string, signal?: AbortSignal) {
  return requestPage<FeedEntry>(`/categories/${encodeURIComponent(categoryId)}/merchants`, {
    query: { offset: (CATEGORY_MERCHANTS_PAGE - 1) * CATEGORY_MERCHANTS_LIMIT, limit: CATEGORY_MERCHANTS_LIMIT },
    signal,
  });
}

export const categoryMerchantsQueryOptions = (categoryId: string, viewer: string) =>
  queryOptions({
    queryKey: ['discovery', 'category-merchants', categoryId, viewer],
    queryFn: ({ signal }) => getCategoryMerchants(categoryId, signal),
  });

export function useCategoryMerchants(categoryId: string) {
  return useQuery(categoryMerchantsQueryOptions(categoryId, useViewer()));
}
