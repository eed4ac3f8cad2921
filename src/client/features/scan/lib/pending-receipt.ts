import type { ReceiptClaim } from '../../../api/receipts';

/**
 * localStorage key of a receipt waiting to be claimed (seed 000 §4: "a stored redeem id is claimed automatically
 * once logged in and joined"). Set when a redeem link (?redeemID=) opens the app or a code is scanned before
 * logging in; cleared after a claim, or when the receipt turns out to be taken or unknown.
 */
export const PENDING_RECEIPT_KEY = 'livery:redeemId';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Stored as the bare redeem id (what redeem links carry) or as JSON for printed fields scanned before login. */
export function storePendingReceipt(storage: Store, key: ReceiptClaim): void {
  storage.setItem(PENDING_RECEIPT_KEY, key.redeemId ?? JSON.stringify(key));
}

export function readPendingReceipt(storage: Store): ReceiptClaim | null {
  const raw = storage.getItem(PENDING_RECEIPT_KEY)?.trim();
  if (!raw) return null;
  if (!raw.startsWith('{')) return { redeemId: raw };
  try {
    const parsed = JSON.parse(raw) as { referenceId?: unknown; receiptNumber?: unknown };
    const referenceId = typeof parsed.referenceId === 'string' ? parsed.referenceId : undefined;
    const receiptNumber = typeof parsed.receiptNumber === 'string' ? parsed.receiptNumber : undefined;
    return referenceId || receiptNumber ? { referenceId, receiptNumber } : null;
  } catch {
    return null;
  }
}

export function clearPendingReceipt(storage: Store): void {
  storage.removeItem(PENDING_RECEIPT_KEY);
}

/** The redeem id of a link that opened the app (`?redeemID=`; the spelling of the printed links, any case). */
export function redeemIdFromSearch(search: string): string | null {
  const params = new URLSearchParams(search);
  for (const [name, value] of params) if (name.toLowerCase() === 'redeemid' && value.trim()) return value.trim();
  return null;
}
