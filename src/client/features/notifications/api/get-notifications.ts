import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { hasMorePages, NOTIFICATION_PAGE_SIZE } from '../../../../shared/rules';
import { requestPage } from '../../../lib/api';
import type { Page } from '../../../lib/api';
import type { AppNotification, NotificationSort } from './types';

export function getNotifications(params: { offset: number; sortBy: NotificationSort }): Promise<Page<AppNotification>> {
  return requestPage('/notifications', { query: { ...params, limit: NOTIFICATION_PAGE_SIZE } });
}

/** Pages of 10; the list stops on a short page (seed 000 §4). */
export const notificationsQuery = (sortBy: NotificationSort) =>
  infiniteQueryOptions({
    queryKey: ['notifications', 'list', sortBy],
    queryFn: ({ pageParam }) => getNotifications({ offset: pageParam, sortBy }),
    initialPageParam: 0,
    getNextPageParam: (last: Page<AppNotification>) =>
      hasMorePages(last.data.length, NOTIFICATION_PAGE_SIZE) ? last.offset + last.data.length : undefined,
  });

export function useNotifications(sortBy: NotificationSort) {
  return useInfiniteQuery(notificationsQuery(sortBy));
}
