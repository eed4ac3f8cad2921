import { act, screen, waitFor } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router-dom';
import type { OrderChange } from '../../../../../shared/api/realtime';
import { REALTIME_EVENTS } from '../../../../../shared/constants/realtime-events';
import { SESSION_STORAGE_KEY } from '../../../../state/store';
import { sampleOrder } from '../../../../testing/ordering-fixtures';
import { emitToApp, listenersOf, resetFakeSocket, socketsOpened } from '../../../../testing/fake-socket';
import { fakeFetch, renderWithProviders } from '../../../../testing/render-with-providers';
import { sampleConfig } from '../../../../testing/sample-config';
// The order page falls back to the scan feature's receipt page for ids it does not know: registered there.
import '../../../scan';
import OrderDetailScreen from '../screens/order-detail-screen';
import { ORDER_BANNER_MS, OrdersLive } from './orders-live';

// The server side of the session's socket: what the test emits reaches the app's handlers.
jest.mock('socket.io-client', () => jest.requireActual('../../../../testing/fake-socket').fakeSocketModule);
const emit = (event: string, payload?: OrderChange) => emitToApp(event, payload);

const change = (status: number, paymentStatus: OrderChange['paymentStatus'] = 'PAID'): OrderChange => ({
  orderId: 'ord-1',
  merchantId: 'brew-lane',
  dailyOrderNumber: 12,
  status,
  paymentStatus,
});

function signedIn(role: 'member' | 'guest') {
  window.localStorage.setItem(
    SESSION_STORAGE_KEY,
    JSON.stringify({ token: `tok-${role}`, role, user: { id: 'u1', profileIncomplete: false } }),
  );
  return window.localStorage;
}

function renderAt(path: string, role: 'member' | 'guest' = 'guest') {
  return renderWithProviders(
    <>
      <OrdersLive />
      <Routes>
        <Route path="/order/s/:orderId" element={<OrderDetailScreen />} />
        <Route
          path="/home"
          element={
            <Link to="/order/s/ord-1" data-testid="to-order">
              home
            </Link>
          }
        />
      </Routes>
    </>,
    signedIn(role),
    { path, tenant: sampleConfig() },
  );
}

/** The order as the server answers it now: the test moves it on. */
let current = sampleOrder();
beforeEach(() => {
  resetFakeSocket();
  current = sampleOrder();
  fakeFetch((url) => {
    if (url.pathname === '/api/orders/ord-1') return { data: current };
    throw new Error(`unexpected ${url.pathname}`);
  });
});
afterEach(() => window.localStorage.clear());

it("an open order page reads the order again on the owner's event and shows it with no banner", async () => {
  const view = renderAt('/order/s/ord-1');
  expect(await screen.findByTestId('order-status')).toHaveTextContent('Pending payment');
  await waitFor(() => expect(listenersOf(REALTIME_EVENTS.orderStatusChanged)).toBe(1));
  // A guest's socket: the session's own token.
  expect(socketsOpened).toEqual([expect.objectContaining({ auth: { token: 'tok-guest' } })]);

  current = sampleOrder({ status: 5, statusText: 'Completed', paymentStatus: 'PAID' });
  emit(REALTIME_EVENTS.orderStatusChanged, change(5));
  await waitFor(() => expect(screen.getByTestId('order-status')).toHaveTextContent('Completed'));
  // COMPLETED is green (seed 002 §3).
  expect(screen.getByTestId('order-status')).toHaveClass('MuiChip-colorSuccess');
  expect(screen.getByTestId('payment-status')).toHaveTextContent('PAID');
  expect(view.store.getState().ui.toasts).toEqual([]);

  current = sampleOrder({ status: 11, statusText: 'Void', paymentStatus: 'VOID' });
  emit(REALTIME_EVENTS.orderModified, change(11, 'VOID'));
  await waitFor(() => expect(screen.getByTestId('order-status')).toHaveTextContent('Void'));
  expect(screen.getByTestId('order-status')).toHaveClass('MuiChip-colorError');
  expect(view.store.getState().ui.toasts).toEqual([]);
});

it('a change made before the socket connected shows once it connects: the order page reads the order again', async () => {
  const view = renderAt('/order/s/ord-1');
  expect(await screen.findByTestId('order-status')).toHaveTextContent('Pending payment');
  await waitFor(() => expect(listenersOf('connect')).toBe(1));
  // Moved on while the socket was still connecting: its event went to no one.
  current = sampleOrder({ status: 1, statusText: 'Received', paymentStatus: 'PAID' });
  emit('connect');
  await waitFor(() => expect(screen.getByTestId('order-status')).toHaveTextContent('Received'));
  expect(view.store.getState().ui.toasts).toEqual([]);
});

it('elsewhere a status change shows a 3 s banner with the order number and the new status', async () => {
  const view = renderAt('/home', 'member');
  await waitFor(() => expect(listenersOf(REALTIME_EVENTS.orderStatusChanged)).toBe(1));
  emit(REALTIME_EVENTS.orderStatusChanged, change(1));
  expect(view.store.getState().ui.toasts).toEqual([
    expect.objectContaining({ type: 'info', message: 'Order #12: Received', durationMs: ORDER_BANNER_MS }),
  ]);
  expect(ORDER_BANNER_MS).toBe(3000);
  // An order merely modified (e.g. placed) refreshes silently.
  emit(REALTIME_EVENTS.orderModified, change(10, 'PENDING'));
  expect(view.store.getState().ui.toasts).toHaveLength(1);
  // After navigating to the order page, its events no longer show a banner.
  act(() => screen.getByTestId('to-order').click());
  expect(await screen.findByTestId('order-status')).toBeInTheDocument();
  emit(REALTIME_EVENTS.orderStatusChanged, change(2));
  expect(view.store.getState().ui.toasts).toHaveLength(1);
});

it('a visitor opens no socket', async () => {
  renderWithProviders(<OrdersLive />);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(socketsOpened).toEqual([]);
});
