import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestData } from '../../../lib/api';
import type { ProfileMerchant } from './types';

/** The tenant's own merchant: memberships (badge), referral and password policies of the profile. */
export function getProfileMerchant(merchantId: string): Promise<ProfileMerchant> {
  return requestData(`/merchants/${encodeURIComponent(merchantId)}`);
}

export const profileMerchantQuery = (merchantId: string) =>
  queryOptions({ queryKey: ['account', 'merchant', merchantId], queryFn: () => getProfileMerchant(merchantId) });

export function useProfileMerchant(merchantId: string) {
  return useQuery(profileMerchantQuery(merchantId));
}
