import type { MerchantSummary } from '../../../api/merchants';
import type { Promotion } from '../../../api/feed';

/** One entry of the home feed: a merchant card or a promotion image card. */
export type FeedEntry = MerchantSummary | Promotion;

/** Where a page's promotion card goes: after the 5th merchant, or at the end of a shorter page. */
export const PROMOTION_SLOT = 5;

/**
 * One page of the home feed (seed 000 section 2): the page's merchants with its promotion image cards placed
 * after the 5th merchant, so scrolling shows a promotion every 10 merchants rather than all of them at the top.
 */
export function mixHomePage(merchants: readonly MerchantSummary[], promotions: readonly Promotion[]): FeedEntry[] {
  const slot = Math.min(PROMOTION_SLOT, merchants.length);
  return [...merchants.slice(0, slot), ...promotions, ...merchants.slice(slot)];
}
