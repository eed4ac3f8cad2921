import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { HOME_FEED_PAGE_SIZE } from '../../../../shared/rules';
import { requestPage } from '../../../lib/api';
import type { Page } from '../../../lib/api';
import { mixHomePage } from '../lib/mix-home-page';
import { nextPageOffset } from '../lib/paging';
import type { FeedEntry, MerchantSummary, PromotionItem } from './types';
import { useViewer } from './use-viewer';

/** Promotions shown per home page, mixed in among its 10 merchants. */
const PROMOTIONS_PER_PAGE = 1;

/**
 * One page of the home feed: 10 merchants of this app (seed 000 section 9) with the next promotion of the
 * "other" feed section (merchants the visitor has not joined or followed: discovery). A failed promotion fetch
 * leaves the merchants on screen; paging follows the merchants alone.
 */
export async function getHomeFeedPage(offset: number, signal?: AbortSignal): Promise<Page<FeedEntry>> {
  const [merchants, promotions] = await Promise.all([
    requestPage<MerchantSummary>('/merchants', { query: { offset, limit: HOME_FEED_PAGE_SIZE }, signal }),
    requestPage<PromotionItem>('/feed/promotions', {
      query: {
        section: 'other',
        offset: (offset / HOME_FEED_PAGE_SIZE) * PROMOTIONS_PER_PAGE,
        limit: PROMOTIONS_PER_PAGE,
      },
      signal,
    }).catch(() => null),
  ]);
  return { ...merchants, data: mixHomePage(merchants.data, promotions?.data ?? []) };
}

export const homeFeedQueryOptions = (viewer: string) =>
  infiniteQueryOptions({
    queryKey: ['discovery', 'home-feed', viewer],
    queryFn: ({ pageParam, signal }) => getHomeFeedPage(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) =>
      nextPageOffset({ ...last, data: last.data.filter((entry) => entry.type === 'merchant') }, HOME_FEED_PAGE_SIZE),
  });

export function useHomeFeed() {
  return useInfiniteQuery(homeFeedQueryOptions(useViewer()));
}
