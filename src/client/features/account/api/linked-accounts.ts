import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { requestData } from '../../../lib/api';

export type SocialProvider = 'google' | 'facebook';

/** A Google or Facebook account the member logs in with (GET /api/me/oauth). */
export interface LinkedAccount {
  provider: SocialProvider;
  email: string | null;
  linkedAt: string;
}

export const linkedAccountsQuery = () =>
  queryOptions({
    queryKey: ['account', 'linked-accounts'],
    queryFn: () => requestData<LinkedAccount[]>('/me/oauth'),
  });

export const useLinkedAccounts = (enabled: boolean) => useQuery({ ...linkedAccountsQuery(), enabled });

/** Unlinks a provider; the server deletes what it shared and refuses when it is the member's only way in. */
export function useUnlinkAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (provider: SocialProvider) => requestData<boolean>(`/me/oauth/${provider}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: linkedAccountsQuery().queryKey }),
  });
}
