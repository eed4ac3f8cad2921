/**
 * Things a visitor asked for before reaching home, kept in localStorage so they survive a login round trip
 * (seed 000 section 2: home honours a stored voucher id and a stored join-merchant id). Whoever stores them (a
 * voucher share link, a join link) writes these keys; home reads each once and clears it.
 */
export const STORED_VOUCHER_KEY = 'livery:voucherId';
export const STORED_JOIN_MERCHANT_KEY = 'livery:joinMerchantId';

/**
 * Where home should send the visitor, if anywhere: a stored voucher opens with the claim flag
 * (`/vouchers/<id>?claim=true`; the id may be `voucherId/voucherValueId`); a stored join-merchant id opens that
 * merchant's page with `?join=true` once logged in (anonymous visitors keep it until they are). The key acted on
 * is removed.
 */
export function takeStoredIntent(storage: Pick<Storage, 'getItem' | 'removeItem'>, loggedIn: boolean): string | null {
  const voucher = storage.getItem(STORED_VOUCHER_KEY)?.trim();
  if (voucher) {
    storage.removeItem(STORED_VOUCHER_KEY);
    const path = voucher.split('/').filter(Boolean).map(encodeURIComponent).join('/');
    return `/vouchers/${path}?claim=true`;
  }
  const merchant = storage.getItem(STORED_JOIN_MERCHANT_KEY)?.trim();
  if (merchant && loggedIn) {
    storage.removeItem(STORED_JOIN_MERCHANT_KEY);
    return `/merchant-detail/${encodeURIComponent(merchant)}?join=true`;
  }
  return null;
}
