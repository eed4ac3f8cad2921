import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Provider as ReduxProvider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { SESSION_STORAGE_KEY, createStore } from '../../../state/store';
import { sampleConfig } from '../../../testing/sample-config';
import { TenantProvider } from '../../../tenant/tenant-context';
import { JoinGate } from './join-gate';

const member = JSON.stringify({ token: 'tok', role: 'member', user: { id: 'u1', profileIncomplete: false } });

function renderGate(options: { signupTokenRequired: boolean; path?: string; termBody?: string }) {
  const config = sampleConfig({ login: { signupTokenRequired: options.signupTokenRequired } });
  window.localStorage.setItem(SESSION_STORAGE_KEY, member);
  const store = createStore(window.localStorage);
  const calls: { url: string; method: string; body?: string }[] = [];
  let joined = false;
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    calls.push({ url, method: init?.method ?? 'GET', body: init?.body as string | undefined });
    if (url.endsWith('/join')) joined = true;
    const data = url.endsWith('/terms')
      ? { _id: config.id, termBody: options.termBody ?? '' }
      : url.startsWith(`/api/merchants/${config.id}`)
        ? { _id: config.id, name: config.name, joined, isSignupTokenRequired: options.signupTokenRequired }
        : true;
    return { ok: true, status: 200, json: async () => ({ data }) };
  }) as unknown as typeof fetch;
  render(
    <TenantProvider config={config}>
      <IntlProvider locale="en" defaultLocale="en">
        <ReduxProvider store={store}>
          <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
            <MemoryRouter initialEntries={[options.path ?? '/home']}>
              <JoinGate />
            </MemoryRouter>
          </QueryClientProvider>
        </ReduxProvider>
      </IntlProvider>
    </TenantProvider>,
  );
  return { store, calls };
}

afterEach(() => {
  jest.useRealTimers();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

test('a member who has not joined gets the terms popup, sanitised, and joins on accept', async () => {
  const { calls } = renderGate({
    signupTokenRequired: false,
    termBody: '<h2>House rules</h2><img src="x" onerror="alert(1)"><script>alert(2)</script>',
  });
  expect(await screen.findByText('You are not joined to this merchant, Please Accept Term')).toBeTruthy();
  expect(await screen.findByText('House rules')).toBeTruthy();
  const terms = screen.getByTestId('merchant-terms');
  expect(terms.innerHTML).not.toMatch(/onerror|script/);
  const accept = screen.getByRole<HTMLButtonElement>('button', { name: 'Accept and join' });
  await waitFor(() => expect(accept.disabled).toBe(false));
  fireEvent.click(accept);
  await waitFor(() => expect(screen.queryByTestId('join-popup')).toBeNull());
  const join = calls.find((c) => c.url.endsWith('/join'));
  expect(join).toMatchObject({ method: 'POST', body: JSON.stringify({ isTermChecked: true }) });
});

test('empty terms say so', async () => {
  renderGate({ signupTokenRequired: false, termBody: '' });
  expect(await screen.findByText('This merchant has not provided any terms.')).toBeTruthy();
});

test('without the required sign-up token: the message, then logout after 3 s', async () => {
  jest.useFakeTimers();
  const { store, calls } = renderGate({ signupTokenRequired: true });
  await act(async () => {
    await jest.advanceTimersByTimeAsync(50);
  });
  expect(screen.getByText('You are need to have sign up token to join this merchant')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Accept and join' })).toBeNull();
  await act(async () => {
    await jest.advanceTimersByTimeAsync(2900);
  });
  expect(store.getState().session.role).toBe('member');
  await act(async () => {
    await jest.advanceTimersByTimeAsync(100);
  });
  expect(store.getState().session.role).toBe('anonymous');
  expect(calls.some((c) => c.url === '/api/auth/logout')).toBe(true);
});

test('with the sign-up token in the link, the popup offers to join and sends the token', async () => {
  const { calls } = renderGate({ signupTokenRequired: true, path: '/home?signupToken=BREW-JOIN' });
  const accept = await screen.findByRole<HTMLButtonElement>('button', { name: 'Accept and join' });
  await waitFor(() => expect(accept.disabled).toBe(false));
  fireEvent.click(accept);
  await waitFor(() => expect(calls.some((c) => c.url.endsWith('/join'))).toBe(true));
  const join = calls.find((c) => c.url.endsWith('/join'));
  expect(JSON.parse(join!.body!)).toEqual({ isTermChecked: true, signupToken: 'BREW-JOIN' });
});
