import type { Wallet } from '../../../api/wallet';
import { balanceAreaPath, pointsListPath, storeValuesPath } from './paths';
import { chosenWalletTab, visibleWalletTabs, walletTabAction } from './wallet-tabs';

const tabs: Wallet['tabs'] = {
  membership: true,
  vouchers: false,
  storeCredit: true,
  points: true,
  stamps: false,
  packages: false,
};
const open = { balance: '10.00', allowNegative: false, closed: false };
const permissions: Wallet['permissions'] = {
  redeemPoints: true,
  useStoreCredit: true,
  buyStoreCredit: true,
  gift: true,
  giftBlockedReason: null,
};

describe('rewards area tabs', () => {
  it('shows only the tabs with data, in the spec order', () => {
    expect(visibleWalletTabs({ tabs, storeCredit: open }, true)).toEqual(['membership', 'credit', 'points']);
    expect(visibleWalletTabs({ tabs: { ...tabs, stamps: true, packages: true }, storeCredit: open }, true)).toEqual([
      'membership',
      'credit',
      'points',
      'stamps',
      'packages',
    ]);
  });

  it('hides Store Credit where the tenant or the merchant closed credit, whatever the data', () => {
    expect(visibleWalletTabs({ tabs, storeCredit: open }, false)).not.toContain('credit');
    expect(visibleWalletTabs({ tabs, storeCredit: { ...open, closed: true } }, true)).not.toContain('credit');
  });

  it('opens the tab asked for, else the route’s own, else the first with data', () => {
    const visible = visibleWalletTabs({ tabs, storeCredit: open }, true);
    expect(chosenWalletTab('membership', 'points', visible)).toBe('membership');
    expect(chosenWalletTab('stamps', 'points', visible)).toBe('points');
    expect(chosenWalletTab(null, 'credit', visible)).toBe('credit');
    expect(chosenWalletTab(null, 'vouchers', visible)).toBe('membership');
    expect(chosenWalletTab(null, 'points', [])).toBeNull();
  });

  it('puts the action of each tab top right', () => {
    expect(walletTabAction('vouchers', permissions)).toBe('redeemVoucher');
    expect(walletTabAction('points', permissions)).toBe('redeemVoucher');
    expect(walletTabAction('credit', permissions)).toBe('buyStoreCredit');
    expect(walletTabAction('credit', { ...permissions, buyStoreCredit: false })).toBeNull();
    expect(walletTabAction('stamps', permissions)).toBe('seeStamps');
    expect(walletTabAction('membership', permissions)).toBeNull();
    expect(walletTabAction('packages', permissions)).toBeNull();
  });
});

describe('links into the rewards area', () => {
  it('opens points by merchant id, store credit by subdomain when the merchant has one', () => {
    expect(balanceAreaPath({ _id: 'brew-lane', subdomain: 'brewlane' }, 'points')).toBe('/next/my/point/brew-lane');
    expect(balanceAreaPath({ _id: 'brew-lane', subdomain: 'brewlane' }, 'credit')).toBe('/next/my/credits/brewlane');
    expect(balanceAreaPath({ _id: 'm 1', subdomain: null }, 'credit')).toBe('/next/my/point/m%201?tab=credit');
    expect(pointsListPath('inactive', 'brew-lane')).toBe('/next/my/points/inActive?merchant=brew-lane');
    expect(storeValuesPath('brew-lane', '12.50')).toBe('/store-values/brew-lane/12.50');
  });
});
