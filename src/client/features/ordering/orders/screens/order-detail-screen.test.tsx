import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { SESSION_STORAGE_KEY } from '../../../../state/store';
import { sampleOrder } from '../../../../testing/ordering-fixtures';
import { fakeFetch, httpReply, renderWithProviders } from '../../../../testing/render-with-providers';
import { sampleConfig } from '../../../../testing/sample-config';
// Ids the order endpoint does not know fall back to the scan feature's receipt page: registered there.
import '../../../scan';
import OrderDetailScreen from './order-detail-screen';

const LINK = '/api/orders/ord-1/download-receipt?token=a.b.c';

function renderOrder(receiptLink: () => unknown) {
  window.localStorage.setItem(
    SESSION_STORAGE_KEY,
    JSON.stringify({ token: 'tok-g', role: 'guest', user: { id: 'g1', profileIncomplete: false } }),
  );
  const calls = fakeFetch((url) => {
    if (url.pathname === '/api/orders/ord-1') return { data: sampleOrder() };
    if (url.pathname === '/api/orders/ord-1/receipt-link') return receiptLink();
    throw new Error(`unexpected ${url.pathname}`);
  });
  const view = renderWithProviders(
    <Routes>
      <Route path="/order/s/:orderId" element={<OrderDetailScreen />} />
    </Routes>,
    window.localStorage,
    { path: '/order/s/ord-1', tenant: sampleConfig() },
  );
  return { ...view, calls };
}

afterEach(() => {
  window.localStorage.clear();
  jest.restoreAllMocks();
});

it("Download receipt opens a new window on the tap and sends it to the receipt's signed link", async () => {
  const opened = { location: { href: '' }, close: jest.fn() };
  const open = jest.spyOn(window, 'open').mockReturnValue(opened as unknown as Window);
  const { calls } = renderOrder(() => ({ data: { url: LINK } }));
  fireEvent.click(await screen.findByRole('button', { name: 'Download receipt' }));
  expect(open).toHaveBeenCalledWith('', '_blank');
  await waitFor(() => expect(opened.location.href).toBe(LINK));
  expect(calls.filter((c) => c.url.pathname === '/api/orders/ord-1/receipt-link')).toHaveLength(1);
});

it('a refused link closes the window again and says why', async () => {
  const opened = { location: { href: '' }, close: jest.fn() };
  jest.spyOn(window, 'open').mockReturnValue(opened as unknown as Window);
  const view = renderOrder(() =>
    httpReply(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Order does not exist' }),
  );
  fireEvent.click(await screen.findByRole('button', { name: 'Download receipt' }));
  await waitFor(() => expect(opened.close).toHaveBeenCalled());
  expect(view.store.getState().ui.toasts.at(-1)).toMatchObject({ type: 'error', message: 'Order does not exist' });
});
