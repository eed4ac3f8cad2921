import { screen, waitFor } from '@testing-library/react';
import { useUnreadCount } from '../../../api/notifications';
import { REALTIME_EVENTS } from '../../../../shared/constants/realtime-events';
import { SESSION_STORAGE_KEY } from '../../../state/store';
import { emitToApp, listenersOf, resetFakeSocket, socketsOpened } from '../../../testing/fake-socket';
import { fakeFetch, renderWithProviders } from '../../../testing/render-with-providers';
import { NotificationsLive } from './notifications-live';

jest.mock('socket.io-client', () => jest.requireActual('../../../testing/fake-socket').fakeSocketModule);

/** The bell's count as the app holds it. */
function Bell() {
  const count = useUnreadCount(true);
  return <span data-testid="unread">{count.data ?? '…'}</span>;
}

function signedIn(role: 'member' | 'guest') {
  window.localStorage.setItem(
    SESSION_STORAGE_KEY,
    JSON.stringify({ token: `tok-${role}`, role, user: { id: 'u1', profileIncomplete: false } }),
  );
  return window.localStorage;
}

/** The unread count as the server answers it now: the test changes it. */
let unread = 0;
let countReads = 0;
beforeEach(() => {
  resetFakeSocket();
  unread = 2;
  countReads = 0;
  fakeFetch((url) => {
    if (url.pathname !== '/api/notifications/unread-count') throw new Error(`unexpected ${url.pathname}`);
    countReads += 1;
    return { data: { count: unread } };
  });
});
afterEach(() => window.localStorage.clear());

const renderBell = (role: 'member' | 'guest') =>
  renderWithProviders(
    <>
      <NotificationsLive />
      <Bell />
    </>,
    signedIn(role),
  );

it("a member's socket keeps the bell's count: the count event sets it with no read", async () => {
  renderBell('member');
  await waitFor(() => expect(screen.getByTestId('unread')).toHaveTextContent('2'));
  await waitFor(() => expect(listenersOf(REALTIME_EVENTS.unreadCount)).toBe(1));
  expect(socketsOpened).toEqual([expect.objectContaining({ auth: { token: 'tok-member' } })]);
  emitToApp(REALTIME_EVENTS.unreadCount, { count: 5 });
  await waitFor(() => expect(screen.getByTestId('unread')).toHaveTextContent('5'));
  expect(countReads).toBe(1);
});

it('a notification sent before the socket connected lights the bell once it connects: the count is read again', async () => {
  renderBell('member');
  await waitFor(() => expect(screen.getByTestId('unread')).toHaveTextContent('2'));
  await waitFor(() => expect(listenersOf('connect')).toBe(1));
  // Created while the socket was still connecting: its count event went to no one.
  unread = 3;
  emitToApp('connect');
  await waitFor(() => expect(screen.getByTestId('unread')).toHaveTextContent('3'));
  expect(countReads).toBe(2);
});

it('a guest opens no notifications socket', async () => {
  renderWithProviders(<NotificationsLive />, signedIn('guest'));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(socketsOpened).toEqual([]);
});
