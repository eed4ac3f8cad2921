/** Shapes of src/server/modules/feed/views.ts. */
export interface FeedMerchantRef {
  _id: string;
  name: string;
  logo: string | null;
  color: string;
}

export interface Promotion {
  _id: string;
  type: 'promotion';
  title: string;
  description: string;
  image: string | null;
  createdAt: string;
  merchant: FeedMerchantRef;
}

export interface FeedVoucher {
  _id: string;
  type: 'voucher';
  name: string;
  description: string;
  image: string | null;
  merchant: FeedMerchantRef;
  voucherValueId: string | null;
  value: number | null;
  price: number | null;
  /** The member's own copy (My vouchers); null for vouchers on offer. */
  memberVoucherId: string | null;
  balance?: number;
  expiresAt?: string | null;
}

/** A posTransaction notification (GET /api/notifications?type=posTransaction). */
export interface ActivityItem {
  _id: string;
  type: string;
  title: string;
  description: string;
  value: string | null;
  isRead: boolean;
  createdAt: string;
  merchant: { _id: string; image: string | null; logo: string | null } | null;
}

export const FEED_SECTIONS = ['my', 'following', 'other'] as const;
export type FeedSection = (typeof FEED_SECTIONS)[number];

export function isFeedSection(value: string | undefined): value is FeedSection {
  return (FEED_SECTIONS as readonly string[]).includes(value ?? '');
}
