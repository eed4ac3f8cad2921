import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestData } from '../../../lib/api';

export interface PosPhoneState {
  exists: boolean;
  isPhoneVerified: boolean;
  hasPassword: boolean;
}

/** POS sign-in step 1: is this phone a member, verified, with a password? */
export function posCheckPhone(phone: string): Promise<PosPhoneState> {
  return requestData('/auth/pos/check-phone', { method: 'POST', body: { phone } });
}

export const posCheckPhoneQuery = (phone: string) =>
  queryOptions({ queryKey: ['auth', 'pos-phone', phone], queryFn: () => posCheckPhone(phone), staleTime: 0 });

export function usePosCheckPhone(phone: string | null) {
  return useQuery({ ...posCheckPhoneQuery(phone ?? ''), enabled: phone !== null });
}
