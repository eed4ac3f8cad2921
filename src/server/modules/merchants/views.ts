import type { Outlet } from '../../../shared/api/merchants';
import type { memberships } from '../../db/schema';
import type { MerchantRow, OutletRow } from './repository';

type Membership = typeof memberships.$inferSelect;

export function outletView(outlet: OutletRow): Outlet {
  return {
    _id: outlet.id,
    name: outlet.name,
    image: outlet.image,
    isMenu: outlet.isMenu,
    isOrder: outlet.isOrder,
    contact: { ...outlet.contact, location: { latitude: outlet.latitude, longitude: outlet.longitude } },
    workingHours: outlet.workingHours,
  };
}

/** The caller's ties to a merchant: anonymous visitors follow nothing and have joined nothing. */
export interface Relations {
  isFollowed: boolean;
  membership?: Membership;
}

/**
 * The fields every list shows of a merchant (home feed, search, category, near me, My Rewards) and the merchant page
 * starts from. `type` lets a feed mix merchants and promotions.
 */
export function merchantSummary(row: { merchant: MerchantRow; categoryName: string | null }, relations: Relations) {
  const m = row.merchant;
  return {
    type: 'merchant' as const,
    _id: m.id,
    name: m.name,
    description: m.description,
    logo: m.logo,
    image: m.image,
    color: m.color,
    subdomain: m.subdomain,
    category: m.categoryId ? { _id: m.categoryId, name: row.categoryName ?? '' } : null,
    isSponsored: m.isSponsored,
    isFollowed: relations.isFollowed,
    followedCount: m.followedCount,
    joined: Boolean(relations.membership),
  };
}
