/**
 * @jest-environment ./tests/setup/jsdom-fetch-environment.js
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { sampleConfig } from '../testing/sample-config';
import { renderApp } from '../testing/render-app';
import { setUnreadCount } from '../api/notifications';
import { loggedIn } from '../state/session-slice';

beforeEach(() => window.localStorage.clear());

describe('routes and shell', () => {
  // These tests hold the shell's rules only; the screens themselves (home, merchant page) are their features' to test.
  it('sends / to /home under the merchant-named header and the tabs', async () => {
    const { location } = renderApp(sampleConfig(), '/');
    const tabs = await screen.findByTestId('tab-bar');
    expect(location.current.pathname).toBe('/home');
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Feed', 'Home', 'Near Me', 'Scan', 'Profile']);
    expect(within(screen.getByTestId('app-header')).getByText('Brew Lane Coffee')).toBeInTheDocument();
  });

  it('keeps the query string on the way to /home, and sends a printed receipt link (?redeemID=) to the scan tab', async () => {
    const home = renderApp(sampleConfig(), '/?utm_source=poster');
    await waitFor(() => expect(home.location.current.pathname).toBe('/home'));
    expect(home.location.current.search).toBe('?utm_source=poster');
    home.unmount();
    const receipt = renderApp(sampleConfig(), '/?redeemID=rcpt-42');
    await waitFor(() => expect(receipt.location.current.pathname).toBe('/next/qr'));
    expect(receipt.location.current.search).toBe('?redeemID=rcpt-42');
  });

  it('shows the not-found page without tabs, with a way home', async () => {
    renderApp(sampleConfig(), '/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Oops page not found' })).toBeInTheDocument();
    expect(screen.queryByTestId('tab-bar')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/home');
  });

  it('goes from /home to the merchant page and hides tabs in single-merchant mode', async () => {
    const { location } = renderApp(sampleConfig({ id: 'saffron-kitchen', singleMerchant: true }), '/');
    await waitFor(() => expect(location.current.pathname).toBe('/merchant-detail/saffron-kitchen'));
    expect(screen.getByTestId('app-header')).toBeInTheDocument();
    expect(screen.queryByTestId('tab-bar')).not.toBeInTheDocument();
  });

  it('shows a bare screen (the register payment page) without the header and the tabs', async () => {
    const { location } = renderApp(sampleConfig(), '/vendpayment');
    await waitFor(() => expect(location.current.pathname).toBe('/vendpayment'));
    expect(await screen.findByRole('main')).toBeInTheDocument();
    expect(screen.queryByTestId('app-header')).not.toBeInTheDocument();
    expect(screen.queryByTestId('tab-bar')).not.toBeInTheDocument();
  });

  it('titles the header with the screen name', async () => {
    renderApp(sampleConfig(), '/nearme');
    expect(await within(screen.getByTestId('app-header')).findByText('Near Me')).toBeInTheDocument();
  });
});

describe('header session slots', () => {
  it('sends logged-out visitors from the bell to /login', async () => {
    renderApp(sampleConfig(), '/nearme');
    expect(await screen.findByRole('link', { name: 'Notifications' })).toHaveAttribute('href', '/login');
  });

  it('shows members +9 above nine unread, the ! badge and the My Rewards tab', async () => {
    const { store, queryClient } = renderApp(sampleConfig(), '/nearme');
    await screen.findByTestId('tab-bar');
    act(() => {
      store.dispatch(loggedIn({ token: 't', role: 'member', user: { id: 'u1', profileIncomplete: true } }));
    });
    // As the login answer or the socket's unread-count event would.
    await act(() => setUnreadCount(queryClient, 12));
    const bell = await screen.findByRole('link', { name: 'Notifications, 12 unread' });
    expect(bell).toHaveAttribute('href', '/notification');
    expect(within(bell).getByText('+9')).toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: 'Profile (incomplete)' })).getByText('!')).toBeInTheDocument();
    expect(within(screen.getByTestId('tab-bar')).getByRole('link', { name: 'My Rewards' })).toHaveAttribute(
      'href',
      '/myrewards',
    );
  });

  it('has no bell for guests, and keeps the session across a reload', async () => {
    const first = renderApp(sampleConfig(), '/nearme');
    await screen.findByTestId('tab-bar');
    act(() => {
      first.store.dispatch(loggedIn({ token: 'g', role: 'guest', user: { id: 'g1', profileIncomplete: false } }));
    });
    expect(screen.queryByRole('link', { name: /Notifications/ })).not.toBeInTheDocument();
    first.unmount();
    const second = renderApp(sampleConfig(), '/nearme');
    expect(second.store.getState().session.role).toBe('guest');
  });
});
