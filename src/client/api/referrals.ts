/** Hooks of the referral endpoints (src/shared/api/referrals.ts). */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import * as api from '../../shared/api/referrals';
import { REFERRAL_HISTORY_PAGE_SIZE } from '../../shared/constants/loyalty';
import { endpointPagesQuery, endpointQuery } from './hooks';
import { retryOnceUnless } from './retry';

export type { ReferralHistoryTab, ReferralOverview, ReferredFriend } from '../../shared/api/referrals';

/** A merchant's referral programs, the caller's standing and the tickets left; refusals (403, 404) stay. */
export function useReferralOverview(merchantId: string) {
  return useQuery({
    ...endpointQuery(api.getReferralOverview, { params: { merchantId } }),
    retry: retryOnceUnless(404, 403),
    select: (answer) => answer.data,
  });
}

/** Friends who joined through the caller's referrals, one tab, optionally at one merchant. */
export function useReferralHistory(tab: api.ReferralHistoryTab, merchantId?: string) {
  return useInfiniteQuery(
    endpointPagesQuery(
      api.listReferralHistory,
      { query: { tab, ...(merchantId && { merchantId }) } },
      REFERRAL_HISTORY_PAGE_SIZE,
    ),
  );
}

export function useInvitedFriends() {
  return useInfiniteQuery(endpointPagesQuery(api.listInvitedFriends, {}, REFERRAL_HISTORY_PAGE_SIZE));
}

export function useGiftsSent(merchantId?: string) {
  return useInfiniteQuery(
    endpointPagesQuery(api.listGiftsSent, { query: { ...(merchantId && { merchantId }) } }, REFERRAL_HISTORY_PAGE_SIZE),
  );
}
