import type { FeedSection } from '../../../shared/api/feed';

/** The merchants a signed-in caller joined and follows; null for an anonymous visitor (who has done neither). */
export type MerchantTies = { joined: ReadonlySet<string>; followed: ReadonlySet<string> } | null;

/**
 * Which section a promotion of `merchantId` shows in: my = merchants the user joined; following = merchants followed
 * but not joined; other = the rest. The three never overlap, so a promotion shows once; anonymous: all are other.
 */
export function inSection(section: FeedSection, merchantId: string, ties: MerchantTies): boolean {
  const joined = ties?.joined.has(merchantId) ?? false;
  const followed = ties?.followed.has(merchantId) ?? false;
  if (section === 'my') return joined;
  if (section === 'following') return !joined && followed;
  return !joined && !followed;
}
