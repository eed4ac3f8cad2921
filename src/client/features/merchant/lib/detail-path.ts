/** The merchant page's tabs; /merchant-detail/:id/tabs/:tabName picks one (names match without regard to case). */
export const MERCHANT_TABS = ['about', 'outlets', 'activity'] as const;
export type MerchantTab = (typeof MERCHANT_TABS)[number];

export interface DetailPath {
  tab: MerchantTab;
  programId?: string;
  promotionId?: string;
  referralCode?: string;
}

/**
 * What follows /merchant-detail/:merchantId (seed 000 section 2): `tabs/<name>`, `programs/<id>`,
 * `promotions/<id>`, or a single segment that is a referral code. A `referralCode` query parameter (from the
 * landing redirect) counts too. Unknown tab names fall back to the first tab.
 */
export function parseDetailPath(rest: string | undefined, search = ''): DetailPath {
  const segments = (rest ?? '').split('/').filter(Boolean).map(decodeURIComponent);
  const queryReferral = new URLSearchParams(search).get('referralCode') ?? undefined;
  const [first, second] = segments;
  if (first === 'tabs') {
    const wanted = (second ?? '').toLowerCase();
    const tab = MERCHANT_TABS.find((t) => t === wanted) ?? 'about';
    return { tab, referralCode: queryReferral };
  }
  if (first === 'programs' && second) return { tab: 'about', programId: second, referralCode: queryReferral };
  if (first === 'promotions' && second) return { tab: 'about', promotionId: second, referralCode: queryReferral };
  if (first && segments.length === 1) return { tab: 'about', referralCode: first };
  return { tab: 'about', referralCode: queryReferral };
}
