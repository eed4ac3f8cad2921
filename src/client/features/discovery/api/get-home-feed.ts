import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { HOME_FEED_PAGE_SIZE } from '../../../../shared/rules';
import { requestPage } from '../../../lib/api';
import { nextPageOffset } from '../lib/paging';
import type { FeedEntry } from './types';
import { useViewer } from './use-viewer';

/** One page of the home feed: every merchant of this app, 10 at a time (seed 000 section 9). */
export function getHomeFeedPage(offset: number, signal?: AbortSignal) {
  return requestPage<FeedEntry>('/merchants', { query: { offset, limit: HOME_FEED_PAGE_SIZE }, signal });
}

export const homeFeedQueryOptions = (viewer: string) =>
  infiniteQueryOptions({
    queryKey: ['discovery', 'home-feed', viewer],
    queryFn: ({ pageParam, signal }) => getHomeFeedPage(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => nextPageOffset(last, HOME_FEED_PAGE_SIZE),
  });

export function useHomeFeed() {
  return useInfiniteQuery(homeFeedQueryOptions(useViewer()));
}
