import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '../../../lib/api';
import { unreadCountQuery } from './get-unread-count';

/** Marks notifications read; an empty list marks every one (seed 000 §7). */
export function markRead(ids: string[]): Promise<{ updated: number }> {
  return requestData('/notifications/read', { method: 'POST', body: { ids } });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: unreadCountQuery().queryKey }),
  });
}
