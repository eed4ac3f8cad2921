import { STORED_VOUCHER_KEY } from '../../../discovery';
import { orderFlowPath } from '../../lib/paths';

/**
 * Where quick login leads (seed 002 §2): the voucher a visitor saved before logging in, opened with isclaim=true
 * (the saved id is cleared so it is claimed once), otherwise the merchant's ordering page.
 */
export function afterQuickLoginPath(storage: Pick<Storage, 'getItem' | 'removeItem'>, merchantId: string): string {
  const voucher = storage.getItem(STORED_VOUCHER_KEY)?.trim();
  if (!voucher) return orderFlowPath(merchantId);
  storage.removeItem(STORED_VOUCHER_KEY);
  const path = voucher.split('/').filter(Boolean).map(encodeURIComponent).join('/');
  return `/vouchers/${path}?isclaim=true`;
}
