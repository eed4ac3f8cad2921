// Transitional: GET /merchants/:id belongs to the merchants contract (src/shared/api/merchants.ts, converted in
// parallel). Once it exists, the profile reads the one merchant hook and these hand-written types go.
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

/** The parts of GET /api/merchants/{id} the profile reads. */
export interface ProfileMerchant {
  _id: string;
  name: string;
  subdomain: string | null;
  memberships?: Membership[];
  IsAllowReferral?: boolean;
  signupFields?: { password?: { isRequired?: boolean } };
}

/** The tenant's own merchant: memberships (badge), referral and password policies of the profile. */
export function getProfileMerchant(merchantId: string): Promise<ProfileMerchant> {
  return requestData(`/merchants/${encodeURIComponent(merchantId)}`);
}

export const profileMerchantQuery = (merchantId: string) =>
  queryOptions({ queryKey: ['account', 'merchant', merchantId], queryFn: () => getProfileMerchant(merchantId) });

export function useProfileMerchant(merchantId: string) {
  return useQuery(profileMerchantQuery(merchantId));
}
