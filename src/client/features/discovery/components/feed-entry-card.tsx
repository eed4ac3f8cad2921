import type { FeedEntry } from '../lib/mix-home-page';
import { MerchantCard } from './merchant-card';
import { PromotionCard } from './promotion-card';

/** The home feed mixes merchant cards and promotion image cards by the item's `type`. */
export function FeedEntryCard({ entry }: { entry: FeedEntry }) {
  return entry.type === 'promotion' ? <PromotionCard promotion={entry} /> : <MerchantCard merchant={entry} />;
}
