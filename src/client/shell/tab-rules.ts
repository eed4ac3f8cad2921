import type { SessionRole } from '../state/session-slice';

export type TabId = 'feed' | 'home' | 'near-me' | 'my-rewards' | 'scan' | 'profile';

export interface Tab {
  id: TabId;
  path: string;
}

/** Tab bar height in px: 44 in the browser, 60 when installed (room for the home indicator). */
export const TAB_BAR_HEIGHT = { browser: 44, installed: 60 } as const;

/**
 * The tabs in order (seed 000 section 2): Feed, Home (the merchant page in single-merchant mode), Near Me,
 * My Rewards for logged-in members only, QR scan and Profile.
 */
export function visibleTabs({
  role,
  singleMerchant,
  merchantId,
}: {
  role: SessionRole;
  singleMerchant: boolean;
  merchantId: string;
}): Tab[] {
  const tabs: Tab[] = [
    { id: 'feed', path: '/feed' },
    { id: 'home', path: singleMerchant ? `/merchant-detail/${merchantId}` : '/home' },
    { id: 'near-me', path: '/nearme' },
  ];
  if (role === 'member') tabs.push({ id: 'my-rewards', path: '/myrewards' });
  tabs.push({ id: 'scan', path: '/next/qr' }, { id: 'profile', path: '/profile' });
  return tabs;
}

/** Order pages have their own bottom bar (cart, checkout), so the tabs step aside there. */
function isOrderPage(pathname: string): boolean {
  return pathname === '/order' || pathname.startsWith('/order/');
}

/** Whether the bottom tab bar shows: never in single-merchant mode, on the not-found page or on order pages. */
export function isTabBarVisible({
  pathname,
  singleMerchant,
  notFound,
}: {
  pathname: string;
  singleMerchant: boolean;
  notFound: boolean;
}): boolean {
  return !singleMerchant && !notFound && !isOrderPage(pathname);
}

/** The tab a path belongs to (its first segment), or false when none does. */
export function activeTab(tabs: Tab[], pathname: string): TabId | false {
  const match = tabs.find((tab) => pathname === tab.path || pathname.startsWith(`${tab.path}/`));
  return match ? match.id : false;
}
