/** The list shape of a merchant (home feed, search, category, my merchants), as GET /api/merchants answers it. */
export interface MerchantSummary {
  type: 'merchant';
  _id: string;
  name: string;
  description: string;
  logo: string | null;
  image: string | null;
  color: string;
  subdomain: string | null;
  category: { _id: string; name: string } | null;
  isSponsored: boolean;
  isFollowed: boolean;
  followedCount: number;
  joined: boolean;
  distance?: number;
  outlets?: { _id: string; name: string; workingHours?: Record<string, string> }[];
}

/** A promotion image card mixed into the home feed (seed 000 section 3: feed item of type promotion). */
export interface PromotionItem {
  type: 'promotion';
  _id: string;
  image: string | null;
  title?: string;
  merchant?: { _id: string; name: string } | null;
}

/** One entry of the home feed: a merchant card or a promotion image card. */
export type FeedEntry = MerchantSummary | PromotionItem;

export interface Category {
  _id: string;
  name: string;
  color: string;
  icon: string;
  isFollowed: boolean;
}
