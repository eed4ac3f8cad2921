import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ACTIVITY_PAGE_SIZE } from '../../../../shared/rules';
import { requestPage } from '../../../lib/api';
import { nextOffset } from '../lib/next-offset';
import type { ActivityItem } from './types';
import { useViewerKey } from './use-viewer-key';

/** Point-of-sale transaction notifications, newest first, 5 per page (seed 000 §2, §9). */
export function getActivity(offset: number, signal?: AbortSignal) {
  return requestPage<ActivityItem>('/notifications', {
    query: { type: 'posTransaction', sortBy: '-createdAt', offset, limit: ACTIVITY_PAGE_SIZE },
    signal,
  });
}

export const activityQueryOptions = (viewer: string) =>
  infiniteQueryOptions({
    queryKey: ['feed', 'activity', viewer],
    queryFn: ({ pageParam, signal }) => getActivity(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset(ACTIVITY_PAGE_SIZE),
  });

export function useActivity() {
  return useInfiniteQuery(activityQueryOptions(useViewerKey()));
}
