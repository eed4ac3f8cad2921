/** Hooks of the wallet endpoints (src/shared/api/wallet.ts): balances, activity, redeem codes, gifts, store credit. */
import type { AuthenticationResponseJSON } from '@simplewebauthn/browser';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { WalletAsset } from '../../shared/api/money';
import * as api from '../../shared/api/wallet';
import { WALLET_PAGE_SIZE } from '../../shared/constants/wallet';
import { callEndpoint } from './fetcher';
import { endpointPagesQuery, endpointQuery, useEndpointMutation, type EndpointMutationOptions } from './hooks';
import { invalidateResources } from './query-keys';
import { retryOnceUnless } from './retry';

export type {
  GiftRecipient,
  GiftRequest,
  GiftResult,
  RedemptionCode,
  StoreCreditOrder,
  StoreCreditProduct,
  Wallet,
  WalletEntry,
  WalletReward,
} from '../../shared/api/wallet';
export type { WalletAsset } from '../../shared/api/money';

/** Everything that shows a balance: the wallet, My Rewards (/me/merchants) and the merchant pages. */
const BALANCES = ['wallet', 'me', 'merchants'] as const;

/** What a money-moving call carries besides its body: the action's Idempotency-Key (src/client/api/idempotency.ts). */
export interface Keyed {
  idempotencyKey: string;
}
const keyed = (input: Keyed) => ({ 'idempotency-key': input.idempotencyKey });

/** A redeem or purchase confirmed with a fresh assertion when the member's biometrics are on (seed 001 §6). */
export interface BiometricProof {
  credential?: AuthenticationResponseJSON;
}
const proofOf = (input: BiometricProof) => (input.credential ? { credential: input.credential } : {});

/** Before a redeem or purchase: the WebAuthn challenge to sign when biometrics are on, or 'none'. */
export function fetchBiometricChallenge(merchantId: string, action: api.BiometricAction) {
  return callEndpoint(api.requestBiometricChallenge, { params: { merchantId }, body: { action } }).then(
    (answer) => answer.data,
  );
}

/** The caller's wallet at a merchant; an unknown merchant (404) stays unknown. */
export function useWallet(merchantId: string) {
  return useQuery({
    ...endpointQuery(api.getWallet, { params: { merchantId } }),
    retry: retryOnceUnless(404),
    select: (answer) => answer.data,
  });
}

/** The same wallet for a merchant named by its subdomain (/next/my/credits/{subdomain}). */
export function useWalletBySubdomain(subdomain: string) {
  return useQuery({
    ...endpointQuery(api.getWalletBySubdomain, { params: { subdomain } }),
    retry: retryOnceUnless(404),
    select: (answer) => answer.data,
  });
}

export type PointAvailability = (typeof api.POINT_AVAILABILITY)[number];

/** Point or store-credit entries at a merchant, newest first, 10 a page. */
export function useWalletActivity(merchantId: string, asset: WalletAsset, availability: PointAvailability = 'all') {
  return useInfiniteQuery(
    endpointPagesQuery(
      api.listWalletActivity,
      { params: { merchantId }, query: { asset, availability } },
      WALLET_PAGE_SIZE,
    ),
  );
}

/** The caller's vouchers, stamp cards or packages at a merchant (rewards area tabs), 10 a page. */
export function useWalletRewards(merchantId: string, kind: api.WalletRewardKind) {
  return useInfiniteQuery(
    endpointPagesQuery(api.listWalletRewards, { params: { merchantId }, query: { kind } }, WALLET_PAGE_SIZE),
  );
}

/** A program's entries (program detail, Activity tab), 10 a page. */
export function useProgramActivity(programId: string) {
  return useInfiniteQuery(endpointPagesQuery(api.listProgramActivity, { params: { programId } }, WALLET_PAGE_SIZE));
}

/** 'Get qr code': a single-use code for an amount; nothing leaves the balance until the counter redeems it. */
export function useCreateRedemptionCode(merchantId: string) {
  return useEndpointMutation(
    api.createRedemptionCode,
    { invalidates: [] },
    (input: Keyed & BiometricProof & { asset: WalletAsset; amount: string }) => ({
      params: { merchantId },
      headers: keyed(input),
      body: { asset: input.asset, amount: input.amount, ...proofOf(input) },
    }),
  );
}

/** How often a shown redemption code asks whether the counter has redeemed it. */
export const REDEMPTION_POLL_MS = 3000;

/** One of the caller's redemption codes, asked again every few seconds while it waits for the counter. */
export function useRedemptionCode(codeId: string | null) {
  return useQuery({
    ...endpointQuery(api.getRedemptionCode, { params: { codeId: codeId ?? '' } }),
    enabled: codeId !== null,
    select: (answer) => answer.data,
    refetchInterval: (query) => (query.state.data?.data.status === 'pending' ? REDEMPTION_POLL_MS : false),
  });
}

/** Refreshes every balance on screen: for a change the app learns of by itself (the counter redeemed a code). */
export function useRefreshBalances() {
  const queryClient = useQueryClient();
  return useCallback(() => invalidateResources(queryClient, BALANCES), [queryClient]);
}

/** A member of this app by phone: name and avatar only, and whether they joined the merchant. */
export function useSearchGiftRecipient(merchantId: string) {
  return useEndpointMutation(api.searchGiftRecipient, { invalidates: [] }, (phone: string) => ({
    params: { merchantId },
    body: { phone },
  }));
}

/** Next: checks the gift and sends the 4-digit code (or answers WebAuthn options when biometrics are on). */
export function useRequestGiftCode(merchantId: string) {
  return useEndpointMutation(
    api.requestGiftCode,
    { invalidates: [] },
    (body: { asset: WalletAsset; phone: string; amount: string }) => ({ params: { merchantId }, body }),
  );
}

/** A gift request confirmed with its SMS code or with a fresh WebAuthn assertion (startAuthentication). */
export type GiftConfirmation = Keyed & { dataId: string; code?: string; credential?: AuthenticationResponseJSON };

/** Confirm: the gift moves once; every balance on screen refreshes. */
export function useConfirmGift(
  options: Omit<EndpointMutationOptions<typeof api.confirmGift, GiftConfirmation>, 'invalidates'> = {},
) {
  return useEndpointMutation(
    api.confirmGift,
    { ...options, invalidates: BALANCES },
    ({ dataId, code, credential, ...rest }: GiftConfirmation) => ({
      params: { dataId },
      headers: keyed(rest),
      body: { ...(code !== undefined && { code }), ...(credential !== undefined && { credential }) },
    }),
  );
}

/** Store credit on sale at one outlet of a merchant. */
export function useStoreCreditProducts(merchantId: string, outletId: string | null) {
  return useQuery({
    ...endpointQuery(api.listStoreCreditProducts, { params: { merchantId }, query: { outletId: outletId ?? '' } }),
    enabled: outletId !== null,
    select: (answer) => answer.data,
  });
}

/** BUY: an order paid through the payments interface; the credit comes once the payment succeeds. */
export function useBuyStoreCredit(merchantId: string) {
  return useEndpointMutation(
    api.buyStoreCredit,
    { invalidates: BALANCES },
    (input: Keyed & BiometricProof & { productId: string; outletId: string }) => ({
      params: { merchantId },
      headers: keyed(input),
      body: { productId: input.productId, outletId: input.outletId, ...proofOf(input) },
    }),
  );
}

/** How often an order waiting for its payment asks again (the credit comes with the payment's success). */
export const ORDER_POLL_MS = 3000;

/** A store-credit order of the caller (/order/s/{order_id}); someone else's stays 404. */
export function useStoreCreditOrder(orderId: string, enabled: boolean) {
  return useQuery({
    ...endpointQuery(api.getStoreCreditOrder, { params: { orderId } }),
    enabled,
    retry: retryOnceUnless(404),
    select: (answer) => answer.data,
    refetchInterval: (query) => (query.state.data?.data.status === 'pending_payment' ? ORDER_POLL_MS : false),
  });
}

/**
 * The link that adds the membership card to a wallet, asked when the member taps its button: Google's signed save
 * link, or the short-lived download link of the Apple pass (opened by the browser, which sends no bearer token).
 */
export function fetchWalletPassLink(wallet: 'apple' | 'google', merchantId: string): Promise<string> {
  const endpoint = wallet === 'apple' ? api.getAppleWalletLink : api.getGoogleWalletLink;
  return callEndpoint(endpoint, { params: { merchantId } }).then((answer) => answer.data.url);
}
