import { queryOptions, useQuery } from '@tanstack/react-query';
import { CATEGORY_MERCHANTS_LIMIT } from '../../../../shared/rules';
import { requestPage } from '../../../lib/api';
import { useAppSelector } from '../../../app/store';
import type { RewardFilter, RewardMerchant } from './types';

/** The member's joined merchants for one filter, with balances and tiers. */
export function getRewardMerchants(filter: RewardFilter, signal?: AbortSignal) {
  return requestPage<RewardMerchant>('/me/merchants', {
    query: { filter, offset: 0, limit: CATEGORY_MERCHANTS_LIMIT },
    signal,
  });
}

export const rewardMerchantsQueryOptions = (filter: RewardFilter, viewer: string) =>
  queryOptions({
    queryKey: ['rewards-list', filter, viewer],
    queryFn: ({ signal }) => getRewardMerchants(filter, signal),
  });

export function useRewardMerchants(filter: RewardFilter, enabled: boolean) {
  const viewer = useAppSelector((state) => state.session.user?.id ?? 'anonymous');
  return useQuery({ ...rewardMerchantsQueryOptions(filter, viewer), enabled });
}
