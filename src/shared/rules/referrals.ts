/**
 * Referral rewards (seed 001 §3 Referral, §6; issue 13): what a referrer gets when a friend joins the merchant.
 * Amounts are in cents (hundredths of a point for points).
 */

export interface ReferralRuleCaps {
  /** The reward per friend who joins. */
  giftAmountCents: number;
  /** Most a referrer may receive from this program in all (0: no limit). */
  giftAmountLimitCents: number;
  /** Most friends a referrer is rewarded for (0: no limit). */
  referralCountMax: number;
}

export interface ReferrerStanding {
  /** What the referrer already received from this program (currentGiftedAmount). */
  giftedCents: number;
  /** Friends the referrer was already rewarded for. */
  rewardedCount: number;
  /** The merchant's referral tickets left (ticketReferral). */
  ticketsLeft: number;
}

/**
 * The reward for one more friend: nothing when the merchant has no ticket left or the referrer has reached
 * `referralCountMax`; otherwise `giftAmount`, cut to what is left under `giftAmountLimit`. Never negative.
 */
export function referralRewardCents(caps: ReferralRuleCaps, standing: ReferrerStanding): number {
  if (standing.ticketsLeft <= 0) return 0;
  if (caps.referralCountMax > 0 && standing.rewardedCount >= caps.referralCountMax) return 0;
  const amount = Math.max(0, caps.giftAmountCents);
  if (caps.giftAmountLimitCents <= 0) return amount;
  return Math.max(0, Math.min(amount, caps.giftAmountLimitCents - standing.giftedCents));
}

/** Sharing is disabled when the merchant has no referral ticket left (seed 001 §6). */
export const referralSharingOpen = (ticketsLeft: number): boolean => ticketsLeft > 0;
