import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { HOME_FEED_PAGE_SIZE } from '../../../../shared/rules';
import { requestPage } from '../../../lib/api';
import { nextOffset } from '../lib/next-offset';
import type { FeedSection, Promotion } from './types';
import { useViewerKey } from './use-viewer-key';

/** One page of a promotion section: my (joined merchants), following (followed ones) or other (the rest). */
export function getPromotions(section: FeedSection, offset: number, signal?: AbortSignal) {
  return requestPage<Promotion>('/feed/promotions', {
    query: { section, offset, limit: HOME_FEED_PAGE_SIZE },
    signal,
  });
}

export const promotionsQueryOptions = (section: FeedSection, viewer: string) =>
  infiniteQueryOptions({
    queryKey: ['feed', 'promotions', section, viewer],
    queryFn: ({ pageParam, signal }) => getPromotions(section, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset(HOME_FEED_PAGE_SIZE),
  });

export function usePromotions(section: FeedSection, enabled = true) {
  return useInfiniteQuery({ ...promotionsQueryOptions(section, useViewerKey()), enabled });
}
