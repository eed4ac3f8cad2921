/** The wallet's addresses (seed 001 §2 routes), built in one place for its screens and for other features' links. */
import type { WalletAsset } from '../../../../shared/api/money';

const seg = encodeURIComponent;

/** /next/my/point/{merchant_id}: the member rewards area on its Point tab (or `tab`). */
export const pointAreaPath = (merchantId: string, tab?: string) =>
  `/next/my/point/${seg(merchantId)}${tab ? `?tab=${seg(tab)}` : ''}`;

/** /next/my/credits/{subdomain}: the rewards area of the merchant with that subdomain, on its Store Credit tab. */
export const creditAreaPath = (subdomain: string) => `/next/my/credits/${seg(subdomain)}`;

/**
 * The rewards area on the tab of one balance, as other screens link to it (seed 001 §2 screen 7): store credit by the
 * merchant's subdomain when it has one (/next/my/credits/{subdomain}), points by its id.
 */
export function balanceAreaPath(merchant: { _id: string; subdomain: string | null }, asset: WalletAsset): string {
  if (asset === 'points') return pointAreaPath(merchant._id);
  return merchant.subdomain ? creditAreaPath(merchant.subdomain) : pointAreaPath(merchant._id, 'credit');
}

/** The address segments of the points lists: /next/my/points/active and /next/my/points/inActive. */
export const POINT_LIST_SEGMENTS = { active: 'active', inactive: 'inActive' } as const;
export type PointList = keyof typeof POINT_LIST_SEGMENTS;

/** /next/my/points/active|inActive, for a merchant other than the app's own. */
export const pointsListPath = (list: PointList, merchantId: string) =>
  `/next/my/points/${POINT_LIST_SEGMENTS[list]}?merchant=${seg(merchantId)}`;

/** /store-values/{merchant_id}/{balance}: the store credit transactions. */
export const storeValuesPath = (merchantId: string, balance: string) =>
  `/store-values/${seg(merchantId)}/${seg(balance)}`;

/** /profile/refer-friends/{merchant_id}: gift points or store credit, opened on the asset's tab. */
export const giftPath = (merchantId: string, asset: WalletAsset) =>
  `/profile/refer-friends/${seg(merchantId)}?tab=${asset}`;
