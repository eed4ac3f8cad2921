import type { IssuedVoucherStatus } from '../../../shared/api/vouchers';

const DAY_MS = 86_400_000;

/**
 * Display state of a held voucher (seed 001 §4): used once nothing is left on it; expired only a day after its
 * expiry date (the merchant honours it for the whole last day in every time zone); otherwise available.
 */
export function issuedVoucherStatus(held: { balance: string; expiresAt: Date | null }, now: Date): IssuedVoucherStatus {
  if (Number(held.balance) <= 0) return 'used';
  if (held.expiresAt && now.getTime() > held.expiresAt.getTime() + DAY_MS) return 'expired';
  return 'available';
}
