import { queryOptions, useQuery } from '@tanstack/react-query';
import { CATEGORY_MERCHANTS_LIMIT } from '../../../../shared/rules';
import { requestPage } from '../../../lib/api';

export interface MembershipMerchant {
  _id: string;
  name: string;
  logo: string | null;
  color: string;
  joinedAt?: string;
  memberships: { _id: string; name: string; isActive: boolean }[];
}

/** The caller's joined merchants with their membership tiers (GET /api/me/merchants, filter all). */
export function getMemberships(signal?: AbortSignal) {
  return requestPage<MembershipMerchant>('/me/merchants', {
    query: { filter: 'all', offset: 0, limit: CATEGORY_MERCHANTS_LIMIT },
    signal,
  });
}

export const membershipsQueryOptions = (viewer: string) =>
  queryOptions({ queryKey: ['merchant', 'memberships', viewer], queryFn: ({ signal }) => getMemberships(signal) });

export function useMemberships(viewer: string) {
  return useQuery(membershipsQueryOptions(viewer));
}
