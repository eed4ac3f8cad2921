import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { FEED_VOUCHER_PAGE_SIZE } from '../../../../shared/rules';
import { requestPage } from '../../../lib/api';
import { nextOffset } from '../lib/next-offset';
import type { FeedVoucher } from './types';
import { useViewerKey } from './use-viewer-key';

/** Vouchers on offer that the caller does not hold, 5 per page (seed 000 §9). */
export function getVouchers(offset: number, signal?: AbortSignal) {
  return requestPage<FeedVoucher>('/feed/vouchers', { query: { offset, limit: FEED_VOUCHER_PAGE_SIZE }, signal });
}

export const vouchersQueryOptions = (viewer: string) =>
  infiniteQueryOptions({
    queryKey: ['feed', 'vouchers', viewer],
    queryFn: ({ pageParam, signal }) => getVouchers(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset(FEED_VOUCHER_PAGE_SIZE),
  });

export function useVouchers() {
  return useInfiniteQuery(vouchersQueryOptions(useViewerKey()));
}
