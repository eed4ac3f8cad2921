import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestData } from '../../../lib/api';

export async function getUnreadCount(): Promise<number> {
  return (await requestData<{ count: number }>('/notifications/unread-count')).count;
}

export const unreadCountQuery = () =>
  queryOptions({ queryKey: ['notifications', 'unread-count'], queryFn: getUnreadCount });

export function useUnreadCount(enabled: boolean) {
  return useQuery({ ...unreadCountQuery(), enabled });
}
