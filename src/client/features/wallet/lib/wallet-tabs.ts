/**
 * The tabs of the member rewards area (seed 001 §2 screen 6): My Membership, My Voucher, Store Credit, Point, Stamp
 * and Packages, each shown only when it has data; Store Credit also hidden where the merchant closed credit (the
 * tenant's policy, and what the wallet answer says). The top-right action depends on the tab.
 */
import type { Wallet } from '../../../api/wallet';

export const WALLET_TABS = ['membership', 'vouchers', 'credit', 'points', 'stamps', 'packages'] as const;
export type WalletTab = (typeof WALLET_TABS)[number];

export const isWalletTab = (value: string | null): value is WalletTab =>
  (WALLET_TABS as readonly string[]).includes(value ?? '');

/** The tabs that show, in order. `creditOpen` is the tenant's store-credit policy (features.storeCredit). */
export function visibleWalletTabs(wallet: Pick<Wallet, 'tabs' | 'storeCredit'>, creditOpen: boolean): WalletTab[] {
  const has: Record<WalletTab, boolean> = {
    membership: wallet.tabs.membership,
    vouchers: wallet.tabs.vouchers,
    credit: wallet.tabs.storeCredit && creditOpen && !wallet.storeCredit.closed,
    points: wallet.tabs.points,
    stamps: wallet.tabs.stamps,
    packages: wallet.tabs.packages,
  };
  return WALLET_TABS.filter((tab) => has[tab]);
}

/** The tab to show: the one asked for (address), else the route's own, else the first with data; null: none has. */
export function chosenWalletTab(asked: string | null, routeTab: WalletTab, visible: WalletTab[]): WalletTab | null {
  if (isWalletTab(asked) && visible.includes(asked)) return asked;
  if (visible.includes(routeTab)) return routeTab;
  return visible[0] ?? null;
}

/** The top-right button: Redeem Voucher (vouchers and points), Buy Store Credit, See stamps; none elsewhere. */
export type WalletTabAction = 'redeemVoucher' | 'buyStoreCredit' | 'seeStamps';

export function walletTabAction(tab: WalletTab, permissions: Wallet['permissions']): WalletTabAction | null {
  if (tab === 'vouchers' || tab === 'points') return 'redeemVoucher';
  if (tab === 'credit') return permissions.buyStoreCredit ? 'buyStoreCredit' : null;
  if (tab === 'stamps') return 'seeStamps';
  return null;
}
