import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { SESSION_STORAGE_KEY } from '../../../state/store';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Provider as ReduxProvider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createStore } from '../../../state/store';
import { TenantProvider } from '../../../tenant/tenant-context';
import MyRewardsScreen from './my-rewards-screen';
import { sampleConfig } from '../../../testing/sample-config';
import type { RewardMerchant } from '../../../api/my-rewards';

const tiers = [
  {
    _id: 't1',
    name: 'Silver',
    isActive: true,
    requiredUsage: { values: [{ currentAmount: 50, requiredAmount: 200, requiredCount: 0 }] },
  },
  { _id: 't2', name: 'Gold', isActive: false, requiredUsage: { values: [] } },
  { _id: 't3', name: 'Platinum', isActive: false, requiredUsage: { values: [] } },
];
const merchant: RewardMerchant = {
  type: 'merchant',
  _id: 'shop-1',
  name: 'Corner Shop',
  description: '',
  logo: null,
  image: null,
  color: '#336699',
  subdomain: null,
  category: null,
  isSponsored: false,
  isFollowed: false,
  followedCount: 0,
  joined: true,
  loyaltyBalance: 99.9,
  storeValueBalance: 1234.5,
  loyaltyProgramUnit: { name: 'Points', type: 'point', isDecimal: false, pointToCurrencyValue: '0.01' },
  last_visited: null,
  joinedAt: '2026-03-04T10:00:00Z',
  hasPurchases: true,
  purchaseCount: 3,
  memberNumber: '100042',
  memberships: tiers,
};

/** The screen alone with the app's providers (the shell around it is tested elsewhere). */
function renderScreen() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <TenantProvider config={sampleConfig()}>
      <IntlProvider locale="en" defaultLocale="en">
        <QueryClientProvider client={client}>
          <ReduxProvider store={createStore(memberStorage())}>
            <MemoryRouter initialEntries={['/myrewards']}>
              <MyRewardsScreen />
            </MemoryRouter>
          </ReduxProvider>
        </QueryClientProvider>
      </IntlProvider>
    </TenantProvider>,
  );
}

function memberStorage(): Storage {
  const session = { token: 'tok-123456789', role: 'member', user: { id: 'u1', profileIncomplete: false } };
  const data = new Map([[SESSION_STORAGE_KEY, JSON.stringify(session)]]);
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    clear: () => data.clear(),
    key: () => null,
    length: 0,
  };
}

describe('/myrewards', () => {
  let calls: string[];
  beforeEach(() => {
    calls = [];
    global.fetch = jest.fn(async (url: string) => {
      calls.push(url);
      const filter = new URL(url, 'http://x').searchParams.get('filter');
      const data = url.startsWith('/api/me/merchants') && filter === 'with-purchases' ? [merchant] : [];
      return { ok: true, status: 200, json: async () => ({ data, total: data.length, offset: 0, limit: 100 }) };
    }) as unknown as typeof fetch;
  });

  it('shows a card with floored points, switches to store credit, and places the tier bar at 150 px per tier', async () => {
    renderScreen();
    const balance = await screen.findByRole('link', { name: /open activity of Corner Shop/ });
    expect(balance.textContent).toBe('99 Points');
    expect(balance.getAttribute('href')).toBe('/merchant-detail/shop-1/tabs/Activity');
    expect(screen.getByText(/^Joined /)).toBeTruthy();
    // Seed 001 §2: the card links into the merchant's rewards area, on the kind of balance it shows.
    const area = screen.getByRole('link', { name: 'See rewards at Corner Shop' });
    expect(area).toHaveAttribute('href', '/next/my/point/shop-1');
    fireEvent.click(screen.getByRole('button', { name: 'Store credit' }));
    expect(balance.textContent).toMatch(/1,234\.50$/);
    expect(area).toHaveAttribute('href', '/next/my/point/shop-1?tab=credit');
    // Silver active, a quarter of the way to Gold: 0.25 × 150 px of a 450 px bar.
    const bar = screen.getByRole('progressbar', { name: 'Tier progress' });
    expect(getComputedStyle(bar.parentElement!).width).toBe('450px');
    expect(getComputedStyle(screen.getByTestId('tier-fill')).width).toBe('37.5px');
    expect(calls[0]).toContain('filter=with-purchases');
  });

  it('asks the server with each filter and gives each its own empty message', async () => {
    renderScreen();
    await screen.findByText('Corner Shop');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'No purchases' })));
    expect(await screen.findByText('You have bought something at every merchant you joined.')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'All' })));
    expect(await screen.findByText('Merchantsnotfound')).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.includes('filter=all'))).toBe(true));
    expect(calls.some((c) => c.includes('filter=no-purchases'))).toBe(true);
  });
});
