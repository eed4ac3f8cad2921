import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unreadCountQuery } from '../../../api/notifications';
import { requestData } from '../../../lib/api';

/** Marks the given notification ids read (POST /api/notifications/read; never empty: that would mean all). */
export function markActivityRead(ids: string[]) {
  if (ids.length === 0) throw new Error('markActivityRead needs at least one id (an empty list marks everything)');
  return requestData<{ updated: number }>('/notifications/read', { method: 'POST', body: { ids } });
}

/** After marking, the tab badge and the header bell are refreshed from the server. */
export function useMarkActivityRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markActivityRead,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['feed', 'activity-unread'] });
      await client.invalidateQueries({ queryKey: unreadCountQuery().queryKey });
    },
  });
}
