import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestData } from '../../../lib/api';
import type { NearCategory } from './types';

/** Every category of this app, for the near-me filter popup. */
export function getCategories(signal?: AbortSignal) {
  return requestData<NearCategory[]>('/categories', { signal });
}

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: ['near-me', 'categories'], queryFn: ({ signal }) => getCategories(signal) });

export function useCategories(enabled: boolean) {
  return useQuery({ ...categoriesQueryOptions(), enabled });
}
