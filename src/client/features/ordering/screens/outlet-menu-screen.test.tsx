import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { Cart } from '../../../api/ordering-cart';
import { SESSION_STORAGE_KEY } from '../../../state/store';
import { fakeFetch, httpReply } from '../../../testing/render-with-providers';
import { renderWithProviders } from '../../../testing/render-with-providers';
import {
  sampleCart,
  sampleCartItem,
  sampleCategory,
  sampleMenu,
  sampleModifier,
  sampleOutlet,
  sampleProduct,
  text,
} from '../../../testing/ordering-fixtures';
import { sampleConfig } from '../../../testing/sample-config';
import FoodOutletMenuScreen from './food-outlet-menu-screen';
import RetailOutletMenuScreen from './retail-outlet-menu-screen';

const latte = sampleProduct({
  _id: 'latte',
  product_uid: 'latte',
  name: text('Caramel Latte Grande'),
  modifier_list: [
    sampleModifier({
      modifier_value_list: sampleModifier().modifier_value_list.map((value) => ({ ...value, is_default: false })),
    }),
    sampleModifier({
      id: 'extras',
      name: text('Extras'),
      min_quantity: 0,
      max_quantity: 1,
      modifier_value_list: [
        { ...sampleModifier().modifier_value_list[1], id: 'shot', name: text('Extra shot'), is_default: false },
        { ...sampleModifier().modifier_value_list[1], id: 'syrup', name: text('Vanilla syrup'), is_default: false },
        { ...sampleModifier().modifier_value_list[1], id: 'gone', name: text('Oat milk'), isActive: false },
      ],
    }),
  ],
  isShowNutriGradeSymbol: true,
  nutriGradeSymbol: 'B',
  recommendation: { trendingOrder: 2 },
  isExcludeFromDiscount: true,
});
const menu = sampleMenu({
  category_list: [sampleCategory({ product_list: [sampleProduct(), latte] })],
});

function member() {
  window.localStorage.setItem(
    SESSION_STORAGE_KEY,
    JSON.stringify({ token: 'tok-1', role: 'member', user: { id: 'u1', profileIncomplete: false } }),
  );
  return window.localStorage;
}

function serve({ cart = sampleCart(), addReply }: { cart?: Cart; addReply?: unknown } = {}) {
  return fakeFetch((url, init) => {
    if (url.pathname === '/api/order/outlets/o1') return { data: sampleOutlet() };
    if (url.pathname === '/api/order/outlets/o1/menu') return { data: menu };
    if (url.pathname === '/api/order/cart/o1' && init?.method === 'GET') return { data: cart };
    if (url.pathname === '/api/order/cart/o1/items')
      return addReply ?? { data: sampleCart({ items: [sampleCartItem({ quantity: 1 })] }) };
    if (url.pathname === '/api/order/outlets/o1/associations') return { data: [] };
    if (url.pathname === '/api/order/popups') return { data: [] };
    throw new Error(`unexpected ${init?.method} ${url.pathname}`);
  });
}

function renderMenu(Screen = FoodOutletMenuScreen, storage = member(), query = '') {
  return renderWithProviders(
    <Routes>
      <Route path="/order/merchant/:merchantId/outlet/:outletId" element={<Screen />} />
      <Route path="/order/q-login/:merchantId" element={<p>quick login</p>} />
    </Routes>,
    storage,
    { tenant: sampleConfig(), path: `/order/merchant/brew-lane/outlet/o1${query}` },
  );
}

const card = (name: RegExp) =>
  screen.getAllByTestId('product-card').find((element) => within(element).queryByRole('heading', { name }))!;

describe('outlet menu (seed 002 §2)', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows the chip bar and cards: 15-character names, price, badges; food shows the nutrition grade', async () => {
    serve();
    renderMenu();
    expect(await screen.findByRole('heading', { name: 'Caramel Latte G…' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Categories' })).getByRole('button', { name: 'Coffee' }));
    const latteCard = card(/Caramel/);
    expect(within(latteCard).getByText('Trending #2')).toBeInTheDocument();
    expect(within(latteCard).getByText('No discount')).toBeInTheDocument();
    expect(within(latteCard).getByText('Nutri-Grade B')).toBeInTheDocument();
    expect(within(card(/Flat White/)).getByTestId('product-price')).toHaveTextContent('$4.50');
  });

  it('leaves the nutrition grade off the retail cards', async () => {
    serve();
    renderMenu(RetailOutletMenuScreen);
    await screen.findByRole('heading', { name: 'Caramel Latte G…' });
    expect(screen.queryByText('Nutri-Grade B')).toBeNull();
  });

  it('adds a simple product straight from plus, and the cart bar shows what the server answered', async () => {
    const calls = serve();
    renderMenu();
    await screen.findByRole('heading', { name: 'Flat White' });
    fireEvent.click(screen.getByRole('button', { name: 'Add one Flat White' }));
    expect(await screen.findByTestId('cart-bar')).toHaveTextContent('View cart · 1 item');
    expect(screen.getByTestId('cart-bar')).toHaveAttribute('href', '/order/cart/brew-lane?outlet=o1');
    const add = calls.find((call) => call.url.pathname === '/api/order/cart/o1/items');
    expect(JSON.parse(String(add?.init?.body))).toEqual({
      product_uid: 'p1',
      quantity: 1,
      modifier_list: [],
      bundled_item_list: [],
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("opens the popup for a product with modifiers: Add grey until 'Mandatory' is chosen, the maximum refused", async () => {
    const calls = serve();
    renderMenu();
    await screen.findByRole('heading', { name: 'Caramel Latte G…' });
    fireEvent.click(screen.getByRole('button', { name: 'Add one Caramel Latte Grande' }));
    const dialog = await screen.findByRole('dialog', { name: 'Caramel Latte Grande' });
    expect(within(dialog).getByText('Mandatory')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose 0 - 1')).toBeInTheDocument();
    const add = within(dialog).getByRole('button', { name: 'Add to cart' });
    expect(add).toBeDisabled();
    expect(within(dialog).getByRole('checkbox', { name: /Oat milk/ })).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('radio', { name: /Large/ }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Extra shot/ }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Vanilla syrup/ }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('You have reach the maximum selection of modifiers');
    expect(add).toBeEnabled();
    fireEvent.click(add);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = calls.find((call) => call.url.pathname === '/api/order/cart/o1/items');
    expect(JSON.parse(String(sent?.init?.body)).modifier_list).toEqual([
      { id: 'size', modifier_value_list: [{ id: 'large', quantity: 1 }] },
      { id: 'extras', modifier_value_list: [{ id: 'shot', quantity: 1 }] },
    ]);
  });

  it("shows a refusal as the seed's toast and keeps the popup open", async () => {
    serve({
      addReply: httpReply(409, { statusCode: 409, code: 'ORDER', message: 'sold', orderSystemCode: 410 }),
    });
    const view = renderMenu();
    await screen.findByRole('heading', { name: 'Flat White' });
    fireEvent.click(screen.getByRole('button', { name: 'Flat White' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to cart' }));
    await waitFor(() =>
      expect(view.store.getState().ui.toasts.map((toast) => toast.message)).toEqual([
        "Either this product's quantity or end time has ended",
      ]),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('sends an anonymous visitor who taps plus to quick login', async () => {
    serve();
    renderMenu(FoodOutletMenuScreen, window.localStorage);
    await screen.findByRole('heading', { name: 'Flat White' });
    fireEvent.click(screen.getByRole('button', { name: 'Add one Flat White' }));
    expect(await screen.findByText('quick login')).toBeInTheDocument();
  });
});
