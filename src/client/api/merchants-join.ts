/**
 * The join flow's merchant calls (src/shared/api/merchants-join.ts): joined state, terms, join. Their keys are the
 * merchant endpoints' own, so the merchant page and the join popup share one cache entry per merchant.
 */
import { useQuery } from '@tanstack/react-query';
import * as api from '../../shared/api/merchants-join';
import { endpointQuery, useEndpointMutation } from './hooks';

/** Has the caller joined this merchant? */
export function useMerchantJoinState(merchantId: string, enabled: boolean) {
  return useQuery({
    ...endpointQuery(api.getMerchantJoinState, { params: { merchantId } }),
    enabled,
    select: (answer) => answer.data,
  });
}

/** The merchant's terms as HTML (sanitise before showing); empty when the merchant has none. */
export function useMerchantTerms(merchantId: string, enabled: boolean) {
  return useQuery({
    ...endpointQuery(api.getMerchantTerms, { params: { merchantId } }),
    enabled,
    select: (answer) => answer.data.termBody,
  });
}

/**
 * Joins the merchant by accepting its terms (with the sign-up token when the merchant requires one). Joining
 * changes the merchant page, the member's memberships and rewards, and what the feeds show.
 */
export function useJoinMerchant() {
  return useEndpointMutation(
    api.joinMerchant,
    { invalidates: ['merchants', 'me', 'categories', 'feed', 'programs', 'vouchers'] },
    (input: { merchantId: string; signupToken?: string }) => ({
      params: { merchantId: input.merchantId },
      body: { isTermChecked: true, ...(input.signupToken && { signupToken: input.signupToken }) },
    }),
  );
}
