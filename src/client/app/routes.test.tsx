/**
 * @jest-environment ./tests/setup/jsdom-fetch-environment.js
 */
import { act, screen, within } from '@testing-library/react';
import { sampleConfig } from '../testing/sample-config';
import { renderApp } from '../testing/render-app';
import { loggedIn, unreadNotificationsSet } from './slices/session-slice';

beforeEach(() => window.localStorage.clear());

describe('routes and shell', () => {
  it('sends / to /home and shows the food home with the merchant name and tabs', async () => {
    const { router } = renderApp(sampleConfig(), '/');
    expect(await screen.findByText('Welcome to Brew Lane Coffee')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    expect(screen.getByRole('link', { name: 'Order' })).toHaveAttribute('href', '/merchant-detail/brew-lane');
    expect(screen.getByRole('link', { name: 'Menu' })).toBeInTheDocument();
    const tabs = screen.getByTestId('tab-bar');
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Feed', 'Home', 'Near Me', 'Scan', 'Profile']);
    expect(within(screen.getByTestId('app-header')).getByText('Brew Lane Coffee')).toBeInTheDocument();
  });

  it('words the retail home through its variant', async () => {
    renderApp(sampleConfig({ id: 'north-outfitters', name: 'North Outfitters', layout: 'retail' }), '/home');
    expect(await screen.findByRole('link', { name: 'Catalogue' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('shows the not-found page without tabs, with a way home', async () => {
    renderApp(sampleConfig(), '/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Oops page not found' })).toBeInTheDocument();
    expect(screen.queryByTestId('tab-bar')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/home');
  });

  it('goes from /home to the merchant page and hides tabs in single-merchant mode', async () => {
    const { router } = renderApp(sampleConfig({ id: 'saffron-kitchen', singleMerchant: true }), '/');
    await screen.findByRole('heading', { name: 'Brew Lane Coffee' });
    expect(router.state.location.pathname).toBe('/merchant-detail/saffron-kitchen');
    expect(screen.queryByTestId('tab-bar')).not.toBeInTheDocument();
  });

  it('titles the header with the screen name', async () => {
    renderApp(sampleConfig(), '/nearme');
    expect(await screen.findByText('Find Brew Lane Coffee outlets around you.')).toBeInTheDocument();
    expect(within(screen.getByTestId('app-header')).getByText('Near Me')).toBeInTheDocument();
  });
});

describe('header session slots', () => {
  it('sends logged-out visitors from the bell to /login', async () => {
    renderApp(sampleConfig(), '/home');
    expect(await screen.findByRole('link', { name: 'Notifications' })).toHaveAttribute('href', '/login');
  });

  it('shows members +9 above nine unread, the ! badge and the My Rewards tab', async () => {
    const { store } = renderApp(sampleConfig(), '/home');
    await screen.findByText('Welcome to Brew Lane Coffee');
    act(() => {
      store.dispatch(loggedIn({ token: 't', role: 'member', user: { id: 'u1', profileIncomplete: true } }));
      store.dispatch(unreadNotificationsSet(12));
    });
    const bell = screen.getByRole('link', { name: 'Notifications, 12 unread' });
    expect(bell).toHaveAttribute('href', '/notification');
    expect(within(bell).getByText('+9')).toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: 'Profile (incomplete)' })).getByText('!')).toBeInTheDocument();
    expect(within(screen.getByTestId('tab-bar')).getByRole('link', { name: 'My Rewards' })).toHaveAttribute(
      'href',
      '/myrewards',
    );
  });

  it('has no bell for guests, and keeps the session across a reload', async () => {
    const first = renderApp(sampleConfig(), '/home');
    await screen.findByText('Welcome to Brew Lane Coffee');
    act(() => {
      first.store.dispatch(loggedIn({ token: 'g', role: 'guest', user: { id: 'g1', profileIncomplete: false } }));
    });
    expect(screen.queryByRole('link', { name: /Notifications/ })).not.toBeInTheDocument();
    first.unmount();
    const second = renderApp(sampleConfig(), '/home');
    expect(second.store.getState().session.role).toBe('guest');
  });
});
