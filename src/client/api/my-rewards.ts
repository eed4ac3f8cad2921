/** Hooks of the My Rewards endpoint (src/shared/api/my-rewards.ts). */
import { useQuery } from '@tanstack/react-query';
import * as api from '../../shared/api/my-rewards';
import { CATEGORY_MERCHANTS_LIMIT } from '../../shared/constants/discovery';
import { endpointQuery } from './hooks';

export { REWARD_FILTERS } from '../../shared/api/my-rewards';
export type { RewardFilter, RewardMerchant } from '../../shared/api/my-rewards';

/**
 * The caller's joined merchants for one filter ('all' by default), with balances and tiers: the first
 * CATEGORY_MERCHANTS_LIMIT of them, most recently visited first. My Rewards, My Collection and the membership list
 * all ask this way, so each filter has one cache entry. Only members have merchants: pass `enabled: false` for
 * anyone else.
 */
export function useMyMerchants({
  filter = 'all',
  enabled = true,
}: { filter?: api.RewardFilter; enabled?: boolean } = {}) {
  return useQuery({
    ...endpointQuery(api.listMyMerchants, { query: { filter, offset: 0, limit: CATEGORY_MERCHANTS_LIMIT } }),
    enabled,
  });
}
