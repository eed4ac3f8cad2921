import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestData } from '../../../lib/api';

/** The fields of the merchant page the join flow reads (seed 000 §3). */
export interface MerchantJoinState {
  _id: string;
  name: string;
  joined?: boolean | null;
  isSignupTokenRequired?: boolean | null;
}

export function getJoinState(merchantId: string): Promise<MerchantJoinState> {
  return requestData(`/merchants/${encodeURIComponent(merchantId)}`);
}

/** Keyed by the session token too: the answer (joined) depends on who asks. */
export const joinStateQuery = (merchantId: string, token: string | null) =>
  queryOptions({ queryKey: ['merchant', merchantId, 'join-state', token], queryFn: () => getJoinState(merchantId) });

export function useJoinState(merchantId: string, token: string | null, enabled: boolean) {
  return useQuery({ ...joinStateQuery(merchantId, token), enabled });
}
