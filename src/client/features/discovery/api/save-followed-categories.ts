import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '../../../lib/api';
import type { Category } from './types';
import { useViewer } from './use-viewer';

export function followCategory(categoryId: string, follow: boolean) {
  return requestData<Category[]>(`/categories/${encodeURIComponent(categoryId)}/${follow ? 'follow' : 'unfollow'}`, {
    method: 'POST',
  });
}

/**
 * Moves the caller's followed categories to exactly `wanted`: unfollows first so the server's cap of 7 is never
 * crossed on the way, then follows the new ones. Resolves with the server's final list.
 */
export async function saveFollowedCategories(current: readonly string[], wanted: readonly string[]) {
  let latest: Category[] | null = null;
  for (const id of current.filter((c) => !wanted.includes(c))) latest = await followCategory(id, false);
  for (const id of wanted.filter((w) => !current.includes(w))) latest = await followCategory(id, true);
  return latest;
}

export function useSaveFollowedCategories() {
  const client = useQueryClient();
  const viewer = useViewer();
  return useMutation({
    mutationFn: ({ current, wanted }: { current: string[]; wanted: string[] }) =>
      saveFollowedCategories(current, wanted),
    onSuccess: (categories) => {
      if (categories) client.setQueryData(['discovery', 'categories', viewer], categories);
      return client.invalidateQueries({ queryKey: ['discovery', 'categories'] });
    },
  });
}
