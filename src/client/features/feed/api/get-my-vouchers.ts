import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { FEED_VOUCHER_PAGE_SIZE } from '../../../../shared/rules';
import { requestPage } from '../../../lib/api';
import { nextOffset } from '../lib/next-offset';
import type { FeedVoucher } from './types';
import { useViewerKey } from './use-viewer-key';

/** The member's own vouchers (with the member voucher id), newest first, 5 per page. */
export function getMyVouchers(offset: number, signal?: AbortSignal) {
  return requestPage<FeedVoucher>('/feed/my-vouchers', { query: { offset, limit: FEED_VOUCHER_PAGE_SIZE }, signal });
}

export const myVouchersQueryOptions = (viewer: string) =>
  infiniteQueryOptions({
    queryKey: ['feed', 'my-vouchers', viewer],
    queryFn: ({ pageParam, signal }) => getMyVouchers(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset(FEED_VOUCHER_PAGE_SIZE),
  });

/** Members only: anonymous visitors and guests hold no vouchers, so they never ask. */
export function useMyVouchers(enabled: boolean) {
  return useInfiniteQuery({ ...myVouchersQueryOptions(useViewerKey()), enabled });
}
