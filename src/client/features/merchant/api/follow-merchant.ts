import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '../../../lib/api';
import type { FollowResult } from './types';

export function followMerchant(merchantId: string, follow: boolean) {
  return requestData<FollowResult>(`/merchants/${encodeURIComponent(merchantId)}/${follow ? 'follow' : 'unfollow'}`, {
    method: 'POST',
  });
}

/** Follow or unfollow; lists and the merchant page refetch so every screen shows the server's count. */
export function useFollowMerchant() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ merchantId, follow }: { merchantId: string; follow: boolean }) => followMerchant(merchantId, follow),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['merchant'] }),
        client.invalidateQueries({ queryKey: ['discovery'] }),
      ]),
  });
}
