import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestData } from '../../../lib/api';

/** The merchant's terms as HTML (sanitise before showing). Empty when the merchant has none. */
export async function getMerchantTerms(merchantId: string): Promise<string> {
  const { termBody } = await requestData<{ termBody: string }>(`/merchants/${encodeURIComponent(merchantId)}/terms`);
  return termBody;
}

export const merchantTermsQuery = (merchantId: string) =>
  queryOptions({ queryKey: ['merchant', merchantId, 'terms'], queryFn: () => getMerchantTerms(merchantId) });

export function useMerchantTerms(merchantId: string, enabled: boolean) {
  return useQuery({ ...merchantTermsQuery(merchantId), enabled });
}
