import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { Cart } from '../../../../api/ordering-cart';
import { SESSION_STORAGE_KEY } from '../../../../state/store';
import { fakeFetch, httpReply, renderWithProviders } from '../../../../testing/render-with-providers';
import { sampleCart, sampleCartItem, sampleOutlet, sampleProduct, text } from '../../../../testing/ordering-fixtures';
import { sampleConfig } from '../../../../testing/sample-config';
import CartScreen from './cart-screen';

const filled = sampleCart({
  items: [sampleCartItem({ quantity: 2, total: '9.00' })],
  total: {
    total_price: '9.00',
    discount: '0.00',
    service_charge: '0.90',
    tax: [{ display_name: 'GST', tax_amount: '0.89', isInclusive: false }],
    delivery_fee: '0.00',
    final_price: '10.79',
  },
});

function guest() {
  window.localStorage.setItem(
    SESSION_STORAGE_KEY,
    JSON.stringify({ token: 'tok-g', role: 'guest', user: { id: 'g1', profileIncomplete: false } }),
  );
  return window.localStorage;
}

function serve({ cart = filled, place }: { cart?: Cart; place?: () => unknown } = {}) {
  return fakeFetch((url, init) => {
    if (url.pathname === '/api/order/outlets/o1') return { data: sampleOutlet() };
    if (url.pathname === '/api/order/cart/o1' && init?.method === 'GET') return { data: cart };
    if (url.pathname === '/api/order/cart/o1/items/line1' && init?.method === 'DELETE') return { data: sampleCart() };
    if (url.pathname === '/api/order/cart/o1/place')
      return place ? place() : { data: { _id: 'ord-1', parentOrder: null } };
    if (url.pathname === '/api/order/outlets/o1/associations') return { data: [] };
    throw new Error(`unexpected ${init?.method} ${url.pathname}`);
  });
}

function renderCart(storage: Storage = guest(), query = '?outlet=o1') {
  return renderWithProviders(
    <Routes>
      <Route path="/order/cart/:merchantId" element={<CartScreen />} />
      <Route path="/order/s/:orderId" element={<p>order page</p>} />
      <Route path="/order/q-login/:merchantId" element={<p>quick login</p>} />
    </Routes>,
    storage,
    { tenant: sampleConfig(), path: `/order/cart/brew-lane${query}` },
  );
}

describe('CartScreen', () => {
  afterEach(() => window.localStorage.clear());

  it('sends a visitor to quick login', async () => {
    serve();
    renderCart(window.localStorage);
    expect(await screen.findByText('quick login')).toBeInTheDocument();
  });

  it("asks for an outlet when the address names none: 'Please select outlet'", async () => {
    serve();
    renderCart(guest(), '');
    expect(await screen.findByText('Please select outlet')).toBeInTheDocument();
  });

  it('shows the bill with one line per tax, and Pay Order for a guest (no rewards)', async () => {
    serve();
    renderCart();
    const bill = await screen.findByTestId('bill');
    expect(within(bill).getByText('Subtotal')).toBeInTheDocument();
    expect(within(bill).getByText('$9.00')).toBeInTheDocument();
    expect(within(bill).getByText('GST')).toBeInTheDocument();
    expect(within(bill).getByText('$0.89')).toBeInTheDocument();
    expect(within(bill).getByText('$10.79')).toBeInTheDocument();
    expect(screen.getByTestId('cart-main-button')).toHaveTextContent('Pay Order');
  });

  it('reads no menu: the cart shows none, and its answer would only cost a parse and a render (issue 14)', async () => {
    const calls = serve();
    renderCart();
    await screen.findByTestId('cart-main-button');
    expect(calls.some((call) => call.url.pathname === '/api/order/cart/o1')).toBe(true);
    expect(calls.some((call) => call.url.pathname.endsWith('/menu'))).toBe(false);
  });

  it('starts the outlet and cart reads while it renders, before anything around it lets the page commit (issue 14)', async () => {
    const calls = serve();
    // A part of the page still loading holds the first commit back, as the shell's lazy parts do on a first load:
    // queries started by their subscription would not fetch until it resolves.
    const loadingForever = new Promise<never>(() => undefined);
    function StillLoading(): never {
      throw loadingForever;
    }
    renderWithProviders(
      <Suspense fallback={<p>shell loading</p>}>
        <Routes>
          <Route path="/order/cart/:merchantId" element={<CartScreen />} />
        </Routes>
        <StillLoading />
      </Suspense>,
      guest(),
      { tenant: sampleConfig(), path: '/order/cart/brew-lane?outlet=o1' },
    );
    await waitFor(() =>
      expect(calls.map((call) => call.url.pathname)).toEqual(['/api/order/outlets/o1', '/api/order/cart/o1']),
    );
    expect(screen.getByText('shell loading')).toBeInTheDocument();
  });

  it("asks 'Are you sure to delete item!' before deleting a line", async () => {
    const calls = serve();
    renderCart();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Flat White' }));
    // The confirmation loads on its first open.
    expect(await screen.findByText('Are you sure to delete item!')).toBeInTheDocument();
    expect(calls.some((call) => call.init?.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
  });

  it("refuses an empty quantity with 'Enter quantity' and sends nothing", async () => {
    const calls = serve();
    renderCart();
    const field = await screen.findByRole('textbox', { name: 'Quantity of Flat White' });
    fireEvent.change(field, { target: { value: '' } });
    fireEvent.blur(field);
    expect(screen.getByText('Enter quantity')).toBeInTheDocument();
    expect(calls.some((call) => call.init?.method === 'PUT')).toBe(false);
  });

  it('places one order with one Idempotency-Key on a double click and opens the order page', async () => {
    const calls = serve();
    renderCart();
    const button = await screen.findByTestId('cart-main-button');
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByText('order page')).toBeInTheDocument();
    const places = calls.filter((call) => call.url.pathname === '/api/order/cart/o1/place');
    expect(places).toHaveLength(1);
    const headers = new Headers(places[0].init?.headers);
    expect(headers.get('idempotency-key')).toMatch(/^[A-Za-z0-9_.:-]{8,}$/);
    expect(JSON.parse(String(places[0].init?.body))).toEqual({
      tableNumber: null,
      pagerNumber: null,
      tableToken: null,
      isTermChecked: false,
      payments: [],
    });
  });

  it("keeps a delivery cart below the minimum locked: '$ X to unlock Delivery !' with its progress", async () => {
    const calls = serve({
      cart: {
        ...filled,
        orderMode: 'delivery',
        delivery: {
          location: {
            name: 'Ann',
            phone: '+6591234567',
            email: 'ann@example.com',
            address: '1 Orchard Road',
            unitNo: '#01-01',
            postalCode: '238823',
            coordinates: { latitude: 1.3, longitude: 103.8 },
          },
          distance: 1200,
          provider: 'own',
        },
      },
    });
    renderCart();
    const lock = await screen.findByTestId('delivery-lock');
    expect(lock).toHaveTextContent('$11.00 to unlock Delivery !');
    expect(within(lock).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '45');
    fireEvent.click(screen.getByTestId('cart-main-button'));
    await waitFor(() => expect(calls.some((call) => call.url.pathname.endsWith('/place'))).toBe(false));
  });

  it('opens the address sheet when placement answers 412', async () => {
    serve({ place: () => httpReply(412, { statusCode: 412, error: 'Precondition Failed', message: 'address' }) });
    renderCart();
    fireEvent.click(await screen.findByTestId('cart-main-button'));
    expect(await screen.findByRole('heading', { name: 'Delivery address' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Deliver here' }));
    expect(await screen.findByText('Please input Search name!')).toBeInTheDocument();
    expect(screen.getByText('Please input search location!')).toBeInTheDocument();
    expect(screen.getByText('Please input Unit No!')).toBeInTheDocument();
  });

  it("draws a member's bill and what follows once their vouchers are known, so the voucher section never pushes it down", async () => {
    window.localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ token: 'tok-m', role: 'member', user: { id: 'm1', profileIncomplete: false } }),
    );
    let answerVouchers: (vouchers: unknown[]) => void = () => undefined;
    const vouchers = new Promise<{ data: unknown[] }>((resolve) => (answerVouchers = (data) => resolve({ data })));
    fakeFetch((url, init) => {
      if (url.pathname === '/api/order/cart/o1/vouchers') return vouchers;
      if (url.pathname === '/api/wallet/merchants/brew-lane') return httpReply(404, { message: 'not joined' });
      if (url.pathname === '/api/order/outlets/o1') return { data: sampleOutlet() };
      if (url.pathname === '/api/order/cart/o1' && init?.method === 'GET') return { data: filled };
      if (url.pathname === '/api/order/outlets/o1/associations') return { data: [] };
      throw new Error(`unexpected ${init?.method} ${url.pathname}`);
    });
    renderCart(window.localStorage);
    expect(await screen.findByTestId('cart-line')).toBeInTheDocument();
    expect(screen.queryByTestId('bill')).toBeNull();
    expect(screen.queryByTestId('cart-main-button')).toBeNull();
    answerVouchers([]);
    expect(await screen.findByTestId('bill')).toBeInTheDocument();
    expect(await screen.findByTestId('cart-main-button')).toBeInTheDocument();
  });

  it('shows People also order once the suggestions arrive, after the rest of the panel (their own part, issue 14)', async () => {
    let answerSuggestions: (products: unknown[]) => void = () => undefined;
    const suggestions = new Promise<{ data: unknown[] }>(
      (resolve) => (answerSuggestions = (data) => resolve({ data })),
    );
    fakeFetch((url, init) => {
      if (url.pathname === '/api/order/outlets/o1') return { data: sampleOutlet() };
      if (url.pathname === '/api/order/cart/o1' && init?.method === 'GET') return { data: filled };
      if (url.pathname === '/api/order/outlets/o1/associations') return suggestions;
      throw new Error(`unexpected ${init?.method} ${url.pathname}`);
    });
    renderCart();
    const button = await screen.findByTestId('cart-main-button');
    expect(screen.queryByText('People also order')).toBeNull();
    answerSuggestions([sampleProduct({ _id: 'p2', name: text('Banana Bread') })]);
    const strip = await screen.findByRole('region', { name: 'People also order' });
    expect(within(strip).getByText('Banana Bread')).toBeInTheDocument();
    expect(screen.getByTestId('cart-main-button')).toBe(button);
  });
});
