// Transitional: GET /merchants/:id belongs to the merchants contract (src/shared/api/merchants.ts, converted in
// parallel). Once it exists, the profile reads the memberships through the one merchant hook (useMerchant) and
// these hand-written types go. Tenant policy (password, referral, subdomain) comes from the public config only.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestData } from '../../../lib/api';

/** Membership of seed 000 §3, as the merchant page lists it. */
export interface Membership {
  _id?: string;
  name: string;
  isActive?: boolean | null;
  showOnMemberApp?: boolean | null;
  image?: string | null;
  logo?: string | null;
  membershipImage?: string | null;
  howItWorks?: string | null;
  discountCashback?: { discountType?: 'discount' | 'cashback' | string; value?: number | null } | null;
}

/** The part of GET /api/merchants/{id} the profile reads. */
export interface ProfileMerchant {
  _id: string;
  memberships?: Membership[];
}

/** The tenant's own merchant: its memberships (the profile's badge and membership panel). */
export function getProfileMerchant(merchantId: string): Promise<ProfileMerchant> {
  return requestData(`/merchants/${encodeURIComponent(merchantId)}`);
}

export const profileMerchantQuery = (merchantId: string) =>
  queryOptions({ queryKey: ['account', 'merchant', merchantId], queryFn: () => getProfileMerchant(merchantId) });

export function useProfileMerchant(merchantId: string) {
  return useQuery(profileMerchantQuery(merchantId));
}
