import { RECEIPT_NAVIGATION_DELAY_MS } from '../constants/receipts';
import { RULE_MESSAGES } from './messages';

export interface ReceiptClaimContext {
  storedRedeemId: string | null | undefined;
  loggedIn: boolean;
  joined: boolean;
}

/** A stored redeem id is claimed automatically once the user is logged in and joined (section 4). */
export function shouldAutoClaimReceipt(ctx: ReceiptClaimContext): boolean {
  return Boolean(ctx.storedRedeemId?.trim()) && ctx.loggedIn && ctx.joined;
}

/** After a successful claim: this message, the order page after 1 s, and the stored id cleared. */
export const RECEIPT_CLAIM_SUCCESS = {
  message: RULE_MESSAGES.receiptClaimed,
  navigateAfterMs: RECEIPT_NAVIGATION_DELAY_MS,
  clearStoredId: true,
} as const;
