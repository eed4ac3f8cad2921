import { activeTab, isTabBarVisible, TAB_BAR_HEIGHT, visibleTabs } from './tab-rules';

const ids = (tabs: { id: string }[]) => tabs.map((tab) => tab.id);

describe('visibleTabs', () => {
  it('shows My Rewards to members only', () => {
    const base = { singleMerchant: false, merchantId: 'brew-lane' };
    expect(ids(visibleTabs({ ...base, role: 'anonymous' }))).toEqual(['feed', 'home', 'near-me', 'scan', 'profile']);
    expect(ids(visibleTabs({ ...base, role: 'guest' }))).toEqual(['feed', 'home', 'near-me', 'scan', 'profile']);
    expect(ids(visibleTabs({ ...base, role: 'member' }))).toEqual([
      'feed',
      'home',
      'near-me',
      'my-rewards',
      'scan',
      'profile',
    ]);
  });

  it('points Home at the merchant page in single-merchant mode', () => {
    const tabs = visibleTabs({ role: 'member', singleMerchant: true, merchantId: 'saffron-kitchen' });
    expect(tabs.find((tab) => tab.id === 'home')?.path).toBe('/merchant-detail/saffron-kitchen');
    expect(tabs.map((tab) => tab.path)).toEqual(
      expect.arrayContaining(['/feed', '/nearme', '/myrewards', '/next/qr', '/profile']),
    );
  });
});

describe('isTabBarVisible', () => {
  const visible = (pathname: string, singleMerchant = false, notFound = false) =>
    isTabBarVisible({ pathname, singleMerchant, notFound });

  it('hides the bar on order pages, on not-found and in single-merchant mode', () => {
    expect(visible('/home')).toBe(true);
    expect(visible('/orders-history')).toBe(true);
    expect(visible('/order')).toBe(false);
    expect(visible('/order/menu/3')).toBe(false);
    expect(visible('/nope', false, true)).toBe(false);
    expect(visible('/home', true)).toBe(false);
  });
});

describe('activeTab', () => {
  it('matches a tab by its path and sub-paths only', () => {
    const tabs = visibleTabs({ role: 'member', singleMerchant: false, merchantId: 'x' });
    expect(activeTab(tabs, '/feed/all/vouchers')).toBe('feed');
    expect(activeTab(tabs, '/next/qr')).toBe('scan');
    expect(activeTab(tabs, '/feedback')).toBe(false);
  });
});

describe('TAB_BAR_HEIGHT', () => {
  it('is 44 px, 60 px when installed as an app (seed 000 §2)', () => {
    expect(TAB_BAR_HEIGHT).toEqual({ browser: 44, installed: 60 });
  });
});
