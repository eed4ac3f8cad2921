import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { fakeFetch, renderWithProviders } from '../../../testing/render-with-providers';
import { sampleConfig } from '../../../testing/sample-config';
import type { Wallet } from '../../../api/wallet';
import { memberSession, walletFixture } from '../testing/wallet-fixture';
import PointAreaScreen from './point-area-screen';

const reward = {
  description: '',
  image: null,
  expiresAt: null,
  isExpired: false,
  steps: [],
  value: null,
  programId: null,
  stamps: null,
};
const heldVoucher = { ...reward, _id: 'mv1', kind: 'voucher', voucherId: 'v1', name: 'Free latte', value: '5.00' };
const stampCard = {
  ...reward,
  _id: 'card-1',
  kind: 'stamp',
  voucherId: null,
  programId: 'p-stamp',
  stamps: { collected: 2, total: 5, isFilled: false },
  name: 'Coffee card',
  steps: [1, 2, 3, 4, 5].map((level) => ({ level, description: `Stamp ${level}`, hasGift: level === 5 })),
};

function renderArea(wallet: Wallet, tenant = sampleConfig(), query = '') {
  fakeFetch((url) => {
    if (url.pathname === '/api/wallet/merchants/brew-lane') return { data: wallet };
    if (url.pathname === '/api/wallet/merchants/brew-lane/rewards') {
      const kind = url.searchParams.get('kind');
      const data = kind === 'voucher' ? [heldVoucher] : kind === 'stamp' ? [stampCard] : [];
      return { data, total: data.length, offset: 0, limit: 10 };
    }
    throw new Error(`unexpected ${url.pathname}`);
  });
  return renderWithProviders(
    <Routes>
      <Route path="/next/my/point/:merchantId" element={<PointAreaScreen />} />
    </Routes>,
    memberSession(),
    { tenant, path: `/next/my/point/brew-lane${query}` },
  );
}

const tabNames = () =>
  within(screen.getByRole('tablist'))
    .getAllByRole('tab')
    .map((tab) => tab.textContent);

describe('member rewards area', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows only the tabs with data, opens on Point, and puts the tab’s action top right', async () => {
    renderArea(walletFixture(), sampleConfig({ features: { referral: true } }));
    expect(await screen.findByRole('tablist')).toBeInTheDocument();
    expect(tabNames()).toEqual(['My Membership', 'Store Credit', 'Point']);
    expect(screen.getByRole('tab', { name: 'Point' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('points-balance')).toHaveTextContent('1,234');
    expect(screen.getByText('Worth $12.34')).toBeInTheDocument();
    expect(screen.getByText(/^120 Points more from /)).toBeInTheDocument();
    expect(screen.getByTestId('tab-action')).toHaveTextContent('Redeem Voucher');
    fireEvent.click(screen.getByRole('tab', { name: 'Store Credit' }));
    expect(screen.getByTestId('credit-balance')).toHaveTextContent('$55.00');
    expect(screen.getByTestId('tab-action')).toHaveTextContent('Buy Store Credit');
    expect(screen.getByRole('link', { name: 'Transaction' })).toHaveAttribute('href', '/store-values/brew-lane/55.00');
    expect(screen.getByRole('link', { name: 'Gift credit' })).toHaveAttribute(
      'href',
      '/profile/refer-friends/brew-lane?tab=credit',
    );
  });

  it('hides Store Credit where the merchant closed credit, and where the tenant has none', async () => {
    const closed = renderArea(walletFixture({ storeCredit: { balance: '55.00', allowNegative: false, closed: true } }));
    await screen.findByRole('tablist');
    expect(tabNames()).toEqual(['My Membership', 'Point']);
    closed.unmount();
    renderArea(walletFixture(), sampleConfig({ features: { storeCredit: false } }));
    await screen.findByRole('tablist');
    expect(tabNames()).toEqual(['My Membership', 'Point']);
  });

  it('flips the membership card: balance, tier and name in front, the member QR and e-mail behind', async () => {
    renderArea(
      walletFixture({ card: { ...walletFixture().card!, tierName: null } }),
      sampleConfig(),
      '?tab=membership',
    );
    const card = await screen.findByTestId('membership-card');
    expect(card).toHaveAttribute('data-side', 'front');
    expect(screen.getByTestId('card-tier')).toHaveTextContent('No Membership');
    expect(screen.getByTestId('card-balance')).toHaveTextContent('1,234 Points');
    expect(screen.queryByRole('img', { name: 'Member QR code 100042' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show the QR code' }));
    expect(card).toHaveAttribute('data-side', 'back');
    expect(screen.getByRole('img', { name: 'Member QR code 100042' })).toBeInTheDocument();
    expect(screen.getByText('demo@livery.test')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to Google Wallet' })).toBeNull();
  });

  it('shows on the card’s back a button for each wallet pass the answer says is available', async () => {
    renderArea(walletFixture({ walletPass: { apple: false, google: true } }), sampleConfig(), '?tab=membership');
    await screen.findByTestId('membership-card');
    // The back is turned away (inert): its buttons are not reachable until the card flips.
    expect(screen.queryByRole('button', { name: 'Add to Google Wallet' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show the QR code' }));
    expect(screen.getByRole('button', { name: 'Add to Google Wallet' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to Apple Wallet' })).toBeNull();
  });

  it('offers the Apple Wallet pass too when the answer says so', async () => {
    renderArea(walletFixture({ walletPass: { apple: true, google: true } }), sampleConfig(), '?tab=membership');
    fireEvent.click(await screen.findByRole('button', { name: 'Show the QR code' }));
    expect(screen.getByTestId('wallet-pass-buttons')).toHaveTextContent('Add to Apple WalletAdd to Google Wallet');
  });

  it('My Voucher lists the member’s own vouchers, opening their owned detail, then All loaded', async () => {
    const tabs = { ...walletFixture().tabs, vouchers: true, stamps: true };
    renderArea(walletFixture({ tabs }), sampleConfig(), '?tab=vouchers');
    const row = await screen.findByTestId('reward-voucher');
    expect(row).toHaveTextContent('Free latte');
    expect(row).toHaveTextContent('Value $5.00');
    expect(row).toHaveAttribute('href', '/vouchers/v1/mv1');
    expect(screen.getByText('All loaded')).toBeInTheDocument();
  });

  it('Stamp shows the member’s cards, collected/total, the collected steps filled, each opening the owned card', async () => {
    const tabs = { ...walletFixture().tabs, stamps: true };
    renderArea(walletFixture({ tabs }), sampleConfig(), '?tab=stamps');
    const card = await screen.findByTestId('reward-stamp');
    expect(card).toHaveTextContent('2/5 stamps');
    expect(card).toHaveAttribute('href', '/stamps/p-stamp/my/card-1');
    expect(screen.getAllByRole('listitem').map((step) => step.getAttribute('aria-label'))).toEqual([
      '1: Stamp 1 ✓',
      '2: Stamp 2 ✓',
      '3: Stamp 3',
      '4: Stamp 4',
      '5: Stamp 5 (gift)',
    ]);
  });

  it('tells a member who has not joined', async () => {
    const tabs = {
      membership: false,
      vouchers: false,
      storeCredit: false,
      points: false,
      stamps: false,
      packages: false,
    };
    renderArea(walletFixture({ joined: false, card: null, tabs }));
    expect(await screen.findByText('Not joined to merchant')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).toBeNull();
  });
});
