import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { Cart } from '../../../api/ordering-cart';
import type { OrderOutlet } from '../../../api/ordering-catalogue';
import { SESSION_STORAGE_KEY } from '../../../state/store';
import { fakeFetch, httpReply, renderWithProviders } from '../../../testing/render-with-providers';
import { sampleCart, sampleCartItem, sampleMenu, sampleOutlet } from '../../../testing/ordering-fixtures';
import { sampleConfig } from '../../../testing/sample-config';
import { STORED_TABLE_KEY } from '../lib/flow-params';
import FoodOutletMenuScreen from './food-outlet-menu-screen';

function member() {
  window.localStorage.setItem(
    SESSION_STORAGE_KEY,
    JSON.stringify({ token: 'tok-1', role: 'member', user: { id: 'u1', profileIncomplete: false } }),
  );
  return window.localStorage;
}

/** Serves the outlet, its menu and the cart; order-mode changes answer `modeReply` (the cart in the asked mode). */
function serve({
  outlet = sampleOutlet(),
  cart = sampleCart(),
  modeReply,
}: { outlet?: OrderOutlet; cart?: Cart; modeReply?: unknown } = {}) {
  return fakeFetch((url, init) => {
    if (url.pathname === '/api/order/outlets/o1') return { data: outlet };
    if (url.pathname === '/api/order/outlets/o1/menu') return { data: sampleMenu() };
    if (url.pathname === '/api/order/cart/o1' && init?.method === 'GET') return { data: cart };
    if (url.pathname === '/api/order/cart/o1' && init?.method === 'DELETE') return { data: sampleCart() };
    if (url.pathname === '/api/order/cart/o1/order-mode') {
      const body = JSON.parse(String(init?.body));
      return modeReply ?? { data: { ...cart, orderMode: body.orderMode, tableNumber: body.tableNumber ?? null } };
    }
    if (url.pathname === '/api/order/popups') return { data: [] };
    throw new Error(`unexpected ${init?.method} ${url.pathname}`);
  });
}

function renderMenu(query = '') {
  return renderWithProviders(
    <Routes>
      <Route path="/order/merchant/:merchantId/outlet/:outletId" element={<FoodOutletMenuScreen />} />
      <Route path="/order/merchant/:merchantId" element={<p>branch selection</p>} />
    </Routes>,
    member(),
    { tenant: sampleConfig(), path: `/order/merchant/brew-lane/outlet/o1${query}` },
  );
}

const modeCalls = (calls: { url: URL; init?: RequestInit }[]) =>
  calls.filter((call) => call.url.pathname.endsWith('/order-mode')).map((call) => JSON.parse(String(call.init?.body)));

describe('order mode (seed 002 §4)', () => {
  beforeEach(() => window.localStorage.clear());

  it('eats in (EATIN) where the outlet skips table scanning', async () => {
    const outlet = sampleOutlet();
    const calls = serve({ outlet: { ...outlet, orderSettings: { ...outlet.orderSettings, isSkipScanTable: true } } });
    renderMenu();
    fireEvent.click(await screen.findByTestId('mode-dine_in'));
    await waitFor(() => expect(modeCalls(calls)).toEqual([{ orderMode: 'dine_in', tableNumber: 'EATIN' }]));
    expect(await screen.findByTestId('table-chip')).toHaveTextContent('Eat in');
  });

  it('asks to remove the table before pick-up, and forgets the stored table', async () => {
    window.localStorage.setItem(STORED_TABLE_KEY, 'T4');
    const calls = serve({ cart: sampleCart({ orderMode: 'dine_in', tableNumber: 'T4' }) });
    renderMenu();
    expect(await screen.findByTestId('table-chip')).toHaveTextContent('Table T4');
    fireEvent.click(screen.getByTestId('mode-pick_up'));
    const dialog = await screen.findByRole('dialog', { name: 'Remove table number?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(modeCalls(calls)).toEqual([{ orderMode: 'pick_up', tableNumber: null }]));
    expect(window.localStorage.getItem(STORED_TABLE_KEY)).toBeNull();
  });

  it('confirms pick-up from delivery, and sets dine-in for the table the address names', async () => {
    const calls = serve({ cart: sampleCart({ orderMode: 'delivery' }) });
    renderMenu('?table=12&pager=3');
    await waitFor(() =>
      expect(modeCalls(calls)).toEqual([{ orderMode: 'dine_in', tableNumber: '12', pagerNumber: '3' }]),
    );
    fireEvent.click(await screen.findByTestId('mode-pick_up'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(modeCalls(calls)).toHaveLength(2));
  });

  it("raises the cart's deliver-modal flag for delivery without an address, asking the server nothing", async () => {
    const calls = serve();
    const view = renderMenu('?isDelivery=true');
    await waitFor(() => expect(view.store.getState().ordering.deliverModalOpen).toBe(true));
    expect(modeCalls(calls)).toEqual([]);
  });

  it('raises the flag when the server answers 412 for the saved address (too far)', async () => {
    const location = {
      name: 'Demo',
      phone: '+97699000001',
      email: 'demo@livery.test',
      address: '1 Far Road',
      postalCode: '14200',
      unitNo: '1',
      coordinates: { latitude: 48.5, longitude: 107.5 },
    };
    const calls = serve({
      cart: sampleCart({ delivery: { location, distance: 90_000, provider: 'own' } }),
      modeReply: httpReply(412, {
        statusCode: 412,
        code: 'ORDER',
        message: 'Please fill address',
        orderSystemCode: 412,
      }),
    });
    const view = renderMenu();
    fireEvent.click(await screen.findByTestId('mode-delivery'));
    await waitFor(() => expect(view.store.getState().ordering.deliverModalOpen).toBe(true));
    expect(modeCalls(calls)).toEqual([{ orderMode: 'delivery', location, tableNumber: null }]);
  });

  it('empties a filled cart after the change-branch confirmation and goes back to the branches', async () => {
    const calls = serve({ cart: sampleCart({ items: [sampleCartItem()] }) });
    renderMenu();
    fireEvent.click(await screen.findByRole('button', { name: 'Change branch' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Change branch?' })).getByRole('button', {
        name: 'Confirm',
      }),
    );
    expect(await screen.findByText('branch selection')).toBeInTheDocument();
    expect(calls.some((call) => call.init?.method === 'DELETE' && call.url.pathname === '/api/order/cart/o1')).toBe(
      true,
    );
  });
});
