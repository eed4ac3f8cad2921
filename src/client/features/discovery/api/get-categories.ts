import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestData } from '../../../lib/api';
import type { Category } from './types';
import { useViewer } from './use-viewer';

/** Every category of this app with isFollowed for the caller. */
export function getCategories(signal?: AbortSignal) {
  return requestData<Category[]>('/categories', { signal });
}

export const categoriesQueryOptions = (viewer: string) =>
  queryOptions({ queryKey: ['discovery', 'categories', viewer], queryFn: ({ signal }) => getCategories(signal) });

export function useCategories() {
  return useQuery(categoriesQueryOptions(useViewer()));
}
