import { screen, waitFor } from '@testing-library/react';
import { HomeFeedList } from './home-feed-list';
import { fakeFetch, renderWithProviders } from '../../../testing/render-with-providers';
import { installFakeIntersectionObserver } from '../../../testing/fake-intersection-observer';

let observer: ReturnType<typeof installFakeIntersectionObserver>;
const reachEnd = () => observer.reachEnd();

const TOTAL = 23;
const merchant = (i: number) => ({
  type: 'merchant',
  _id: `m${i}`,
  name: `Merchant ${i}`,
  description: 'x'.repeat(80),
  logo: null,
  image: null,
  color: '#123456',
  subdomain: null,
  category: { _id: 'c', name: 'Coffee' },
  isSponsored: false,
  isFollowed: false,
  followedCount: 1,
  joined: false,
});

beforeEach(() => {
  observer = installFakeIntersectionObserver();
});

it('loads 10 merchants, then the next 10 when the end comes within 100 px, and stops on the short page', async () => {
  const calls = fakeFetch((url) => {
    const offset = Number(url.searchParams.get('offset'));
    if (url.pathname === '/api/feed/promotions')
      return offset === 0
        ? { data: [{ type: 'promotion', _id: 'p0', image: null, title: 'Happy hour' }], total: 1, offset, limit: 1 }
        : { data: [], total: 1, offset, limit: 1 };
    const data = Array.from({ length: Math.max(0, Math.min(10, TOTAL - offset)) }, (_, i) => merchant(offset + i));
    return { data, total: TOTAL, offset, limit: 10 };
  });
  renderWithProviders(<HomeFeedList />);
  await waitFor(() => expect(screen.getAllByTestId('merchant-card')).toHaveLength(10));
  // The promotion card sits among the first page's merchants, after the 5th.
  const cards = screen.getAllByTestId(/merchant-card|promotion-card/).map((el) => el.dataset.testid);
  expect(cards.indexOf('promotion-card')).toBe(5);
  expect(observer.options()?.rootMargin).toBe('0px 0px 100px 0px');

  reachEnd();
  await waitFor(() => expect(screen.getAllByTestId('merchant-card')).toHaveLength(20));
  reachEnd();
  await waitFor(() => expect(screen.getAllByTestId('merchant-card')).toHaveLength(23));
  expect(await screen.findByText('All loaded')).toBeInTheDocument();

  reachEnd();
  const merchantOffsets = calls
    .filter((c) => c.url.pathname === '/api/merchants')
    .map((c) => [c.url.searchParams.get('offset'), c.url.searchParams.get('limit')]);
  expect(merchantOffsets).toEqual([
    ['0', '10'],
    ['10', '10'],
    ['20', '10'],
  ]);
  // Descriptions are cut at 60 characters.
  expect(screen.getAllByText(`${'x'.repeat(60)}…`)).toHaveLength(23);
});

it('shows the error banner when a page fails, and keeps what was loaded', async () => {
  global.fetch = jest.fn(async () => ({
    ok: false,
    status: 500,
    json: async () => ({ statusCode: 500, code: 'INTERNAL', message: 'Something went wrong' }),
  })) as unknown as typeof fetch;
  renderWithProviders(<HomeFeedList />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});
