/** Addresses of the ordering screens (seed 002 §2), each keeping the flow's query string where the seed says so. */
const id = encodeURIComponent;

export const orderFlowPath = (merchantId: string, search = '') => `/order/merchant/${id(merchantId)}${search}`;
export const outletMenuPath = (merchantId: string, outletId: string, search = '') =>
  `/order/merchant/${id(merchantId)}/outlet/${id(outletId)}${search}`;
export const searchPath = (merchantId: string, outletId: string, search = '') =>
  `/order/food/search/${id(merchantId)}/${id(outletId)}${search}`;
export const bookmarkPath = (merchantId: string, search = '') => `/order/bookmark/${id(merchantId)}${search}`;
export const cartPath = (merchantId: string, search = '') => `/order/cart/${id(merchantId)}${search}`;
export const quickLoginPath = (merchantId: string) => `/order/q-login/${id(merchantId)}`;
export const HISTORY_PATH = '/order/history/s';

/** The flow's query string naming the outlet, so the cart (which has no outlet in its path) knows it. */
export function searchWithOutlet(search: string, outletId: string): string {
  const params = new URLSearchParams(search);
  params.set('outlet', outletId);
  return `?${params.toString()}`;
}
