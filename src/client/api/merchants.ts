/** Hooks of the merchant endpoints (src/shared/api/merchants.ts). */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as feedApi from '../../shared/api/feed';
import * as api from '../../shared/api/merchants';
import { MAX_PAGE_SIZE } from '../../shared/constants/limits';
import { rangeKmToMetres } from '../../shared/rules';
import { CATEGORY_MERCHANTS_LIMIT, HOME_FEED_PAGE_SIZE } from '../../shared/constants/discovery';
import type { EndpointResult } from '../../shared/api/endpoint';
import { callEndpoint } from './fetcher';
import { endpointQuery, useEndpointMutation } from './hooks';
import { nextPageOffset } from './paging';
import { endpointKeyOf, invalidateResources } from './query-keys';
import { retryOnceUnless } from './retry';

export type { MembershipTier } from '../../shared/api/loyalty';
export type { FollowResult, MerchantSummary, NearMerchant, NearOutlet, Outlet } from '../../shared/api/merchants';
export type { ProgramSummary } from '../../shared/api/programs';

/**
 * What a follow or a join changes: the merchant wherever it shows (its page, lists, near me), the merchants of a
 * category, the caller's own merchants (/me/merchants) and the feed's my / following promotion sections.
 */
const MERCHANT_TIES = ['merchants', 'categories', 'me', 'feed', 'programs', 'vouchers'] as const;

/**
 * The merchant page as screens read it. The answer also repeats the tenant's policy under seed 000's field names
 * (TenantPolicyFields: IsAllowRedeemLoyalty = features.loyaltyRedemption, IsClosedStoreCredit = !features.storeCredit,
 * isSignupTokenRequired = login.signupTokenRequired, guestLoginType = guest.loginType, …); those are dropped here,
 * so the only channel of a tenant flag to a screen is the public config (`useTenant()`).
 */
export type Merchant = Omit<api.MerchantDetail, keyof api.TenantPolicyFields>;

/** What a merchant card shows: the list fields every merchant list has (My Rewards' merchants have them too). */
export type MerchantCard = Omit<api.MerchantSummary, 'outlets'>;

/**
 * The policy fields by name. Read from the schema (`TenantPolicyFields.properties`) they would bring TypeBox into the
 * first load of /home and the merchant page (the browser bundle has no other schema: src/pipeline/
 * client-endpoints-loader.ts); `satisfies` keeps this list the schema's keys, no more and no fewer.
 */
const TENANT_POLICY_FIELDS: ReadonlySet<string> = new Set(
  Object.keys({
    IsAllowReferral: true,
    IsAllowRedeemLoyalty: true,
    IsClosedStoreCredit: true,
    isSignupTokenRequired: true,
    isLoginWith: true,
    isAllowSmsLogin: true,
    preferredLoginType: true,
    signupFields: true,
    isTermCheckOnLogin: true,
    preferredEmailDomains: true,
    guestLoginType: true,
  } satisfies Record<keyof api.TenantPolicyFields, true>),
);

function withoutTenantPolicy({ data }: EndpointResult<typeof api.getMerchant>): Merchant {
  return Object.fromEntries(Object.entries(data).filter(([field]) => !TENANT_POLICY_FIELDS.has(field))) as Merchant;
}

/** The merchant page: outlets, contact, tiers, programs, and joined and balances for the caller. */
export function useMerchant(merchantId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    ...endpointQuery(api.getMerchant, { params: { merchantId } }),
    // A missing or inactive merchant will not come back on a retry.
    retry: retryOnceUnless(404),
    select: withoutTenantPolicy,
    enabled,
  });
}

/** The merchant's terms (HTML; sanitise before showing; empty when it has none). */
export function useMerchantTerms(merchantId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    ...endpointQuery(api.getMerchantTerms, { params: { merchantId } }),
    select: (answer) => answer.data.termBody,
    enabled,
  });
}

/** Follow or unfollow; answers the server's count. Settled either way, every screen showing the merchant refreshes. */
export function useFollowMerchant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ merchantId, follow }: { merchantId: string; follow: boolean }) =>
      callEndpoint(follow ? api.followMerchant : api.unfollowMerchant, { params: { merchantId } }).then(
        (answer) => answer.data,
      ),
    onSettled: () => invalidateResources(queryClient, MERCHANT_TIES),
  });
}

/**
 * Joins with the terms accepted (and the sign-up token when the tenant requires one; the server checks it). The
 * answer is the merchant page; every screen showing the merchant or the caller's memberships refreshes.
 */
export function useJoinMerchant() {
  return useEndpointMutation(
    api.joinMerchant,
    { invalidates: MERCHANT_TIES },
    ({ merchantId, signupToken }: { merchantId: string; signupToken?: string }) => ({
      params: { merchantId },
      body: { isTermChecked: true, ...(signupToken && { signupToken }) },
    }),
  );
}

/** Merchants whose name or description contains `text`: the first 100; asks only once there is something to ask. */
export function useMerchantSearch(text: string) {
  const q = text.trim();
  return useQuery({
    ...endpointQuery(api.searchMerchants, { query: { q, offset: 0, limit: CATEGORY_MERCHANTS_LIMIT } }),
    enabled: q.length > 0,
  });
}

export interface NearQuery {
  latitude: number;
  longitude: number;
  /** Range in km (0.1..5 on the slider); the API takes metres (seed 000 §7). */
  rangeKm: number;
  categoryId?: string;
  q?: string;
}

/** Merchants with an outlet in range, nearest first (the database computes every distance); null asks nothing. */
export function useNearMerchants(near: NearQuery | null) {
  const { latitude = 0, longitude = 0, rangeKm = 1, categoryId, q } = near ?? {};
  return useQuery({
    ...endpointQuery(api.listNearMerchants, {
      query: { lat: latitude, lng: longitude, range: rangeKmToMetres(rangeKm), categoryId, q, limit: MAX_PAGE_SIZE },
    }),
    // Moving the slider or the map keeps the last answer on screen until the new one arrives.
    placeholderData: (previous) => previous,
    enabled: near !== null,
  });
}

/** Promotions mixed into each page of the home feed. */
const HOME_PROMOTIONS_PER_PAGE = 1;

/** One page of the home feed: 10 merchants, and the promotions of the feed's "other" section that go with them. */
export interface HomeFeedPage {
  merchants: EndpointResult<typeof api.listMerchants>;
  promotions: feedApi.Promotion[];
}

/**
 * The home feed (seed 000 §2): every merchant of the app, 10 a page, each page with the next promotion of the
 * "other" feed section (merchants the visitor has not joined or followed: discovery). A failed promotion fetch
 * leaves the merchants on screen; paging follows the merchants alone. Kept under the merchants resource, so a
 * follow or join refreshes it.
 */
export function useHomeFeed() {
  return useInfiniteQuery({
    queryKey: [...endpointKeyOf(api.listMerchants), 'home-feed'],
    queryFn: async ({ pageParam: offset, signal }): Promise<HomeFeedPage> => {
      const [merchants, promotions] = await Promise.all([
        callEndpoint(api.listMerchants, { query: { offset, limit: HOME_FEED_PAGE_SIZE } }, signal),
        callEndpoint(
          feedApi.listPromotions,
          {
            query: {
              section: 'other',
              offset: (offset / HOME_FEED_PAGE_SIZE) * HOME_PROMOTIONS_PER_PAGE,
              limit: HOME_PROMOTIONS_PER_PAGE,
            },
          },
          signal,
        ).catch(() => null),
      ]);
      return { merchants, promotions: promotions?.data ?? [] };
    },
    initialPageParam: 0,
    getNextPageParam: ({ merchants }) => nextPageOffset(merchants, HOME_FEED_PAGE_SIZE),
  });
}
