import { useQuery } from '@tanstack/react-query';
import { getWallet } from '../../../../../shared/api/wallet';
import { endpointQuery } from '../../../../api/hooks';
import { retryOnceUnless } from '../../../../api/retry';

/**
 * The member's balances at the merchant for the cart's payment modal: the wallet's own query (one cache entry with
 * the wallet screens), asked only for members — guests and visitors have no wallet. Here, not in the cart's API
 * module, so the menu (which shares that module) does not carry the wallet's schemas.
 */
export function useRewardWallet(merchantId: string, enabled: boolean) {
  return useQuery({
    ...endpointQuery(getWallet, { params: { merchantId } }),
    enabled: enabled && merchantId !== '',
    retry: retryOnceUnless(403, 404),
    select: (answer) => answer.data,
  });
}
