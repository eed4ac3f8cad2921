/** Hooks of the receipt endpoints (src/shared/api/receipts.ts). */
import { useQuery } from '@tanstack/react-query';
import * as api from '../../shared/api/receipts';
import { endpointQuery, useEndpointMutation, type EndpointMutationOptions } from './hooks';
import { retryOnceUnless } from './retry';

export type { ClaimResult, ReceiptClaim, ReceiptOrder, ReceiptPreview } from '../../shared/api/receipts';

/**
 * Claims a receipt. Its points, the purchase and its notification change balances (My Rewards, merchant pages, the
 * profile's counts), the feed's activity and the member's orders: all of those refresh.
 */
export function useClaimReceiptMutation(
  options: Omit<EndpointMutationOptions<typeof api.claimReceipt, api.ReceiptClaim>, 'invalidates'> = {},
) {
  return useEndpointMutation(
    api.claimReceipt,
    { ...options, invalidates: ['me', 'merchants', 'notifications', 'feed', 'receipts'] },
    (claim: api.ReceiptClaim) => ({ body: claim }),
  );
}

/** What a stored redeem id points at (merchant, joined, claimed); asked once, since an unknown id stays unknown. */
export function useReceiptPreview(redeemId: string | null, enabled: boolean) {
  return useQuery({
    ...endpointQuery(api.previewReceipt, { params: { receiptId: redeemId ?? '' } }),
    enabled: enabled && Boolean(redeemId),
    retry: false,
    select: (answer) => answer.data,
  });
}

/** A claimed receipt as an order; another member's (or an unknown) order stays 404, so that is not retried. */
export function useReceiptOrder(orderId: string) {
  return useQuery({
    ...endpointQuery(api.getReceipt, { params: { orderId } }),
    retry: retryOnceUnless(404),
    select: (answer) => answer.data,
  });
}
