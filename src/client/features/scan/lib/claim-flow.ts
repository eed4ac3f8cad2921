import type { MessageDescriptor } from 'react-intl';
import type { ScanPayload } from '../../../../shared/rules/scan-payload';
import { RULE_MESSAGES } from '../../../../shared/rules/messages';
import { isApiError } from '../../../api/api-error';
import type { ReceiptClaim } from '../../../api/receipts';
import { scanMessages as m } from '../messages';

/** What a decoded code claims: a redeem link's id, or the printed reference id / receipt number. */
export function receiptKeyOfPayload(payload: ScanPayload): ReceiptClaim {
  if (payload.kind === 'redeem') return { redeemId: payload.redeemId };
  if (payload.kind === 'receiptNumber') return { receiptNumber: payload.receiptNumber };
  return { referenceId: payload.referenceId ?? undefined, receiptNumber: payload.orderNumber ?? undefined };
}

/**
 * The message a failed claim shows. The server's known answers get their own words (not joined, already claimed,
 * not found, the form's validation messages); anything else is the spec's catch-all (seed 000 §8).
 */
export function claimErrorMessage(error: unknown): MessageDescriptor {
  if (!isApiError(error)) return m.claimError;
  if (error.status === 409)
    return error.message === 'You have already claimed this receipt' ? m.alreadyClaimedByYou : m.alreadyClaimed;
  if (error.status === 404) return m.notFound;
  if (error.status === 403 && error.code === 'NOT_JOINED') return m.needToJoin;
  if (error.status === 403) return m.guestCannotClaim;
  if (error.status === 400) {
    if (error.message === RULE_MESSAGES.fillReceiptInfo) return m.fillReceiptInfo;
    if (error.field === 'referenceId') return m.referenceIdRequired;
    if (error.field === 'receiptNumber') return m.receiptNumberRequired;
  }
  return m.claimError;
}

/** The order page of a claimed receipt (seed 002: /order/s/{order_id}); null when the answer names no order. */
export function orderPagePath(orderId: string | null | undefined): string | null {
  return orderId?.trim() ? `/order/s/${encodeURIComponent(orderId)}` : null;
}
