import { screen, waitFor } from '@testing-library/react';
import { fakeFetch, renderWithProviders } from '../../../testing/render-with-providers';
import { installFakeIntersectionObserver } from '../../../testing/fake-intersection-observer';
import { sampleConfig } from '../../../testing/sample-config';
import { useWalletActivity, type WalletEntry } from '../../../api/wallet';
import { EntryList } from './entry-list';

let observer: ReturnType<typeof installFakeIntersectionObserver>;
const reachEnd = () => observer.reachEnd();

const TOTAL = 23;
const unit = { type: 'point', isDecimal: false, pointToCurrencyValue: '0.01' };
const entry = (i: number): WalletEntry => ({
  _id: `e${i}`,
  asset: 'credit',
  kind: i % 2 ? 'redeem' : 'top_up',
  amount: '10.00',
  sign: i % 2 ? '-' : '+',
  isVoid: false,
  createdAt: '2026-03-04T10:00:00.000Z',
  availableDate: '2026-03-04T10:00:00.000Z',
  isAvailable: true,
  counterpart: null,
  reference: null,
  posAmount: null,
});

function CreditActivity() {
  return <EntryList query={useWalletActivity('brew-lane', 'credit')} unit={unit} currencySymbol="$" label="Activity" />;
}

beforeEach(() => {
  observer = installFakeIntersectionObserver();
});

it('loads 10 entries a page as the end comes near, and says All loaded after the short page', async () => {
  const calls = fakeFetch((url) => {
    const offset = Number(url.searchParams.get('offset'));
    const data = Array.from({ length: Math.max(0, Math.min(10, TOTAL - offset)) }, (_, i) => entry(offset + i));
    return { data, total: TOTAL, offset, limit: 10 };
  });
  renderWithProviders(<CreditActivity />, window.localStorage, { tenant: sampleConfig() });
  await waitFor(() => expect(screen.getAllByTestId('wallet-entry')).toHaveLength(10));
  expect(screen.queryByText('All loaded')).toBeNull();
  reachEnd();
  await waitFor(() => expect(screen.getAllByTestId('wallet-entry')).toHaveLength(20));
  reachEnd();
  await waitFor(() => expect(screen.getAllByTestId('wallet-entry')).toHaveLength(23));
  expect(screen.getByText('All loaded')).toBeInTheDocument();
  expect(calls.map((c) => [c.url.searchParams.get('offset'), c.url.searchParams.get('limit')])).toEqual([
    ['0', '10'],
    ['10', '10'],
    ['20', '10'],
  ]);
  expect(calls[0].url.searchParams.get('asset')).toBe('credit');
  expect(screen.getAllByTestId('entry-amount')[0]).toHaveTextContent('+$10.00');
  expect(screen.getAllByTestId('entry-amount')[1]).toHaveTextContent('−$10.00');
});

it("shows 'empty' when there is nothing", async () => {
  fakeFetch((url) => ({ data: [], total: 0, offset: Number(url.searchParams.get('offset')), limit: 10 }));
  renderWithProviders(<CreditActivity />, window.localStorage, { tenant: sampleConfig() });
  expect(await screen.findByText('empty')).toBeInTheDocument();
});
