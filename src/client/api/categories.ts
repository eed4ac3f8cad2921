/** Hooks of the category endpoints (src/shared/api/categories.ts). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from '../../shared/api/categories';
import { CATEGORY_MERCHANTS_LIMIT, CATEGORY_MERCHANTS_PAGE } from '../../shared/constants/discovery';
import { callEndpoint } from './fetcher';
import { endpointQuery } from './hooks';
import { invalidateResources } from './query-keys';

export type { Category } from '../../shared/api/categories';

const categoriesQuery = () => endpointQuery(api.listCategories, {});

/** Every category of this app with isFollowed for the caller. */
export function useCategories({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...categoriesQuery(), select: (answer) => answer.data, enabled });
}

/** Merchants of a category: one page of 100 (seed 000 sections 7 and 9). */
export function useCategoryMerchants(categoryId: string) {
  return useQuery(
    endpointQuery(api.listCategoryMerchants, {
      params: { categoryId },
      query: { offset: (CATEGORY_MERCHANTS_PAGE - 1) * CATEGORY_MERCHANTS_LIMIT, limit: CATEGORY_MERCHANTS_LIMIT },
    }),
  );
}

function setFollowed(categoryId: string, follow: boolean) {
  return callEndpoint(follow ? api.followCategory : api.unfollowCategory, { params: { categoryId } });
}

/**
 * Moves the caller's followed categories to exactly `wanted`: unfollows first so the server's cap of 7 is never
 * crossed on the way, then follows the new ones. The server's final list goes straight into the cache.
 */
export function useSaveFollowedCategories() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ current, wanted }: { current: readonly string[]; wanted: readonly string[] }) => {
      let latest: api.Category[] | null = null;
      for (const id of current.filter((c) => !wanted.includes(c))) latest = (await setFollowed(id, false)).data;
      for (const id of wanted.filter((w) => !current.includes(w))) latest = (await setFollowed(id, true)).data;
      return latest;
    },
    onSuccess: (categories) => {
      if (categories) queryClient.setQueryData(categoriesQuery().queryKey, { data: categories });
      return invalidateResources(queryClient, ['categories']);
    },
  });
}
