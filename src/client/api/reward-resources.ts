/**
 * What a reward notification changes (issue 13): the resources whose cached answers show stamps, cashback,
 * referral rewards, balances or the member's tier, refetched when such a notification arrives live.
 */
export const REWARD_NOTIFICATION_TYPES: ReadonlySet<string> = new Set([
  'stampAdded',
  'cashback',
  'referralAccepted',
  'membershipJoined',
]);

export const REWARD_RESOURCES = ['stamps', 'cashback', 'referrals', 'wallet', 'merchants', 'me'] as const;
