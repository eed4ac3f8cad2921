import { act, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { SESSION_STORAGE_KEY } from '../../../state/store';
import { fakeFetch, httpReply, renderWithProviders } from '../../../testing/render-with-providers';
import {
  sampleCart,
  sampleCategory,
  sampleMenu,
  sampleOutlet,
  sampleProduct,
  text,
} from '../../../testing/ordering-fixtures';
import { sampleConfig } from '../../../testing/sample-config';
import { STORED_TABLE_KEY } from '../lib/flow-params';
import { TABLE_SESSION_KEY } from '../lib/table-session';
import { FoodBookmarkScreen as BookmarkScreen } from './bookmark-screen';
import { FoodSearchScreen as SearchScreen } from './search-screen';
import TableTokenScreen from './table-token-screen';

const latte = sampleProduct({
  _id: 'latte',
  name: text('Latte'),
  nutriGradeSymbol: 'A',
  isShowNutriGradeSymbol: true,
});
const menu = sampleMenu({
  isFeelingLuckyEnabled: true,
  productTags: [{ _id: 'hot', name: text('Hot drinks') }],
  category_list: [sampleCategory({ isRecommended: true, product_list: [latte] })],
});

function member() {
  window.localStorage.setItem(
    SESSION_STORAGE_KEY,
    JSON.stringify({ token: 'tok-1', role: 'member', user: { id: 'u1', profileIncomplete: false } }),
  );
  return window.localStorage;
}

function serve(results: (url: URL) => unknown) {
  return fakeFetch((url, init) => {
    if (url.pathname === '/api/order/outlets/o1') return { data: sampleOutlet() };
    if (url.pathname === '/api/order/outlets/o1/menu') return { data: menu };
    if (url.pathname === '/api/order/outlets/o1/search') return results(url);
    if (url.pathname === '/api/order/cart/o1' && init?.method === 'GET') return { data: sampleCart() };
    if (url.pathname === '/api/order/outlets/o1/associations') return { data: [] };
    if (url.pathname === '/api/products/bookmarks')
      return {
        data: [{ ...latte, merchant: 'brew-lane', category: null, price: { dine_in: 4, takeout: 4, delivery: 4 } }],
      };
    if (url.pathname === '/api/order/table-tokens/good')
      return { data: { outlet: 'o1', merchant: 'saffron-kitchen', token: 'good', tableNumber: '12' } };
    if (url.pathname === '/api/order/table-tokens/bad')
      return httpReply(404, { statusCode: 404, code: 'NOT_FOUND', message: 'gone' });
    throw new Error(`unexpected ${url.pathname}`);
  });
}

function renderAt(path: string, storage: Storage = member()) {
  return renderWithProviders(
    <Routes>
      <Route path="/order/food/search/:merchantId/:outletId" element={<SearchScreen />} />
      <Route path="/order/bookmark/:merchantId" element={<BookmarkScreen />} />
      <Route path="/order/table/:token" element={<TableTokenScreen />} />
      <Route path="/order/q-login/:merchantId" element={<p>quick login</p>} />
      <Route path="/order/merchant/:merchantId" element={<p>merchant order page</p>} />
      <Route path="/login" element={<p>login page</p>} />
    </Routes>,
    storage,
    { tenant: sampleConfig(), path },
  );
}

describe('product search (seed 002 §2)', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => jest.useRealTimers());

  it("waits 500 ms after typing, filters by tag chips and counts 'Search results: (n)'", async () => {
    const calls = serve((url) => ({ data: url.searchParams.get('q') === 'zzz' ? [] : [latte] }));
    renderAt('/order/food/search/brew-lane/o1');
    expect(await screen.findByText('Search the products', { selector: '[role=status]' })).toBeInTheDocument();
    jest.useFakeTimers();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'lat' } });
    act(() => jest.advanceTimersByTime(499));
    expect(calls.some((call) => call.url.pathname.endsWith('/search'))).toBe(false);
    act(() => jest.advanceTimersByTime(1));
    jest.useRealTimers();
    expect(await screen.findByTestId('search-count')).toHaveTextContent('Search results: (1)');
    expect(screen.getByText('Nutri-Grade A')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Hot drinks' }));
    await screen.findByTestId('search-count');
    const last = calls.filter((call) => call.url.pathname.endsWith('/search')).at(-1)!;
    expect([last.url.searchParams.get('q'), last.url.searchParams.getAll('tags')]).toEqual(['lat', ['hot']]);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'zzz' } });
    expect(await screen.findByText('Searched product not found')).toBeInTheDocument();
  });

  it('offers Feeling Lucky where the merchant has it, opening a product of the recommended category', async () => {
    serve(() => ({ data: [] }));
    renderAt('/order/food/search/brew-lane/o1');
    fireEvent.click(await screen.findByRole('button', { name: 'Feeling Lucky' }));
    expect(await screen.findByRole('dialog', { name: 'Latte' })).toBeInTheDocument();
  });

  it('sends anonymous visitors to quick login', async () => {
    serve(() => ({ data: [] }));
    renderAt('/order/food/search/brew-lane/o1', window.localStorage);
    expect(await screen.findByText('quick login')).toBeInTheDocument();
  });
});

describe('bookmarks (seed 002 §2)', () => {
  beforeEach(() => window.localStorage.clear());

  it("shows 'Bookmark: N' with the menu's cards and the cart link keeping the query string", async () => {
    serve(() => ({ data: [] }));
    renderAt('/order/bookmark/brew-lane?outlet=o1&table=4');
    expect(await screen.findByTestId('bookmark-count')).toHaveTextContent('Bookmark: 1');
    expect(await screen.findByRole('button', { name: 'Add one Latte' })).toBeInTheDocument();
    expect(screen.getByTestId('bookmark-cart')).toHaveAttribute('href', '/order/cart/brew-lane?outlet=o1&table=4');
    expect(screen.getByRole('link', { name: 'My orders' })).toHaveAttribute('href', '/order/history/s');
  });

  it("says 'No bookmark' when none is of this merchant", async () => {
    serve(() => ({ data: [] }));
    renderAt('/order/bookmark/another-merchant');
    expect(await screen.findByText('No bookmark')).toBeInTheDocument();
    expect(within(screen.getByRole('status')).queryByText(/Bookmark:/)).toBeNull();
  });
});

describe('table token (seed 002 §2)', () => {
  beforeEach(() => window.localStorage.clear());

  it('exchanges the token, keeps the session and table, and goes to the merchant with tableToken', async () => {
    serve(() => ({ data: [] }));
    renderAt('/order/table/good');
    expect(await screen.findByText('merchant order page')).toBeInTheDocument();
    expect(window.localStorage.getItem(STORED_TABLE_KEY)).toBe('12');
    expect(JSON.parse(window.localStorage.getItem(TABLE_SESSION_KEY) ?? 'null')).toMatchObject({
      token: 'good',
      outlet: 'o1',
    });
  });

  it('says a failed exchange and goes to /login', async () => {
    serve(() => ({ data: [] }));
    const view = renderAt('/order/table/bad');
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(view.store.getState().ui.toasts[0]).toMatchObject({
      type: 'error',
      message: 'This table code is not valid any more.',
    });
  });
});
