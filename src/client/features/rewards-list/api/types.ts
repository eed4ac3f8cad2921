import type { TierLike } from '../../../../shared/rules';

/** GET /api/me/merchants items (src/server/modules/my-rewards/routes.ts). */
export interface RewardMerchant {
  _id: string;
  name: string;
  logo: string | null;
  color: string;
  loyaltyBalance: number;
  storeValueBalance: number;
  loyaltyProgramUnit: { name: string; type: string; isDecimal: boolean };
  last_visited: string | null;
  joinedAt: string;
  /** Membership (card) number: the refNo of membership-number login. */
  memberNumber?: string;
  hasPurchases: boolean;
  memberships: (TierLike & { _id: string; name: string })[];
}

export const REWARD_FILTERS = ['with-purchases', 'no-purchases', 'all'] as const;
export type RewardFilter = (typeof REWARD_FILTERS)[number];
