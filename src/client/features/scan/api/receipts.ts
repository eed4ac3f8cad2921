import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAppSelector } from '../../../app/store';
import { requestData } from '../../../lib/api';

/** What identifies a receipt to claim: a redeem link's id, or what is printed on it (src/server/modules/receipts). */
export type ReceiptKey = { redeemId: string } | { referenceId?: string; receiptNumber?: string };

export interface ClaimResult {
  orderId: string;
  merchantId: string;
  pointsAwarded: number;
  loyaltyBalance: number;
}

export interface MerchantRef {
  _id: string;
  name: string;
  logo: string | null;
  color: string;
}

export interface ReceiptPreview {
  _id: string;
  merchant: MerchantRef;
  joined: boolean;
  claimed: boolean;
  claimedByMe: boolean;
}

/** A claimed receipt as an order (shaped after seed 002's Order so ordering can show its own orders alike). */
export interface ReceiptOrder {
  _id: string;
  source: 'pos' | 'eats365';
  referenceId: string;
  orderNumber: string;
  status: string;
  items: { name: string; quantity: number; amount: number }[];
  totalAmount: number;
  points: number;
  orderedAt: string;
  claimedAt: string | null;
  merchant: MerchantRef;
  outlet: { _id: string; name: string } | null;
}

export function claimReceipt(key: ReceiptKey) {
  return requestData<ClaimResult>('/receipts/claim', { method: 'POST', body: key });
}

export function previewReceipt(redeemId: string) {
  return requestData<ReceiptPreview>(`/receipts/${encodeURIComponent(redeemId)}/preview`);
}

export const receiptOrderQueryOptions = (orderId: string, viewer: string) =>
  queryOptions({
    queryKey: ['receipt-order', orderId, viewer],
    queryFn: ({ signal }) => requestData<ReceiptOrder>(`/receipts/${encodeURIComponent(orderId)}`, { signal }),
    // Another member's (or an unknown) order stays 404: no point asking again.
    retry: (count, error) => count < 1 && !('status' in error && error.status === 404),
  });

export function useReceiptOrder(orderId: string) {
  const viewer = useAppSelector((state) => state.session.user?.id ?? 'anonymous');
  return useQuery(receiptOrderQueryOptions(orderId, viewer));
}
