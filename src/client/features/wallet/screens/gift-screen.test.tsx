import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { fakeFetch, httpReply, renderWithProviders } from '../../../testing/render-with-providers';
import { sampleConfig } from '../../../testing/sample-config';
import type { Wallet } from '../../../api/wallet';
import { RECENT_RECIPIENTS_KEY } from '../lib/recent-recipients';
import { memberSession, walletFixture } from '../testing/wallet-fixture';
import GiftScreen from './gift-screen';

const tenant = sampleConfig({ defaultCountry: 'MN', features: { referral: true } });
const friend = { recipient: { name: 'Bold Friend', avatar: null }, joined: true };
const giftRequest = {
  dataId: 'gift-1',
  verification: 'sms',
  expiresAt: new Date(Date.now() + 300_000).toISOString(),
  sentTo: '+976****01',
  webauthnOptions: null,
  recipient: friend.recipient,
  asset: 'points',
  amount: '150.00',
};

type Answer = Parameters<typeof fakeFetch>[0];

function renderGift(answer: Answer, wallet: Wallet = walletFixture(), config = tenant) {
  const calls = fakeFetch((url, init) => {
    if (url.pathname === '/api/wallet/merchants/brew-lane') return { data: wallet };
    if (url.pathname === '/api/me') return { data: { _id: 'u1', phone: '+97699000001' } };
    return answer(url, init);
  });
  const view = renderWithProviders(
    <Routes>
      <Route path="/profile/refer-friends/:merchantId" element={<GiftScreen />} />
      <Route path="/login" element={<p>login page</p>} />
    </Routes>,
    memberSession(),
    { tenant: config, path: '/profile/refer-friends/brew-lane' },
  );
  return { ...view, calls };
}

const lastToast = (store: ReturnType<typeof renderGift>['store']) => store.getState().ui.toasts.at(-1)?.message;
const keyOf = (call: { init?: RequestInit }) => (call.init?.headers as Record<string, string>)['idempotency-key'];

async function findFriend() {
  fireEvent.change(await screen.findByTestId('gift-phone'), { target: { value: '9900 0002' } });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  await screen.findByTestId('gift-recipient');
}

describe('gift point or store credit', () => {
  beforeEach(() => window.localStorage.clear());

  it("refuses your own phone and 0 with the seed's words", async () => {
    const { store } = renderGift(() => ({ data: friend }));
    fireEvent.change(await screen.findByTestId('gift-phone'), { target: { value: '99000001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('It is your phone number')).toBeInTheDocument();
    await findFriend();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(lastToast(store)).toBe('you cant send 0 point');
  });

  it("warns 'User not found!' when no member has that phone", async () => {
    const { store } = renderGift(() => httpReply(404, { code: 'USER_NOT_FOUND', message: 'User not found!' }));
    fireEvent.change(await screen.findByTestId('gift-phone'), { target: { value: '99001234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastToast(store)).toBe('User not found!'));
    expect(store.getState().ui.toasts.at(-1)?.type).toBe('warning');
  });

  it('gifts with the 4-digit code: one key per attempt, the same key for a retry after no answer', async () => {
    let confirms = 0;
    const { store, calls } = renderGift((url) => {
      if (url.pathname.endsWith('/gift-recipients/search')) return { data: friend };
      if (url.pathname.endsWith('/gifts/requests')) return { data: giftRequest };
      confirms += 1;
      if (confirms === 1) return httpReply(400, { code: 'CODE_WRONG', message: 'Wrong code: 4 attempt(s) left' });
      if (confirms === 2) throw new TypeError('Failed to fetch');
      return {
        data: {
          entryId: 'e1',
          asset: 'points',
          amount: '150.00',
          phone: '+97699000002',
          balance: '1084.00',
          message: 'Successfully Gifted to +97699000002 (amount : 150)',
        },
      };
    });
    await findFriend();
    fireEvent.change(screen.getByTestId('gift-amount'), { target: { value: '150' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    const code = await screen.findByTestId('gift-code');
    expect(JSON.parse(String(calls.at(-1)!.init?.body))).toEqual({
      asset: 'points',
      phone: '+97699000002',
      amount: '150.00',
    });
    fireEvent.change(code, { target: { value: '1111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Wrong code: 4 attempt(s) left')).toBeInTheDocument();
    fireEvent.change(code, { target: { value: '2222' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(confirms).toBe(2));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(lastToast(store)).toBe('Successfully Gifted to +97699000002 (amount : 150)'));

    const confirmCalls = calls.filter((call) => call.url.pathname === '/api/wallet/gifts/gift-1/confirm');
    const [wrong, lost, retried] = confirmCalls.map(keyOf);
    expect(wrong).toMatch(/^[0-9a-f-]{36}$/);
    expect(lost).not.toBe(wrong);
    expect(retried).toBe(lost);
    expect(confirmCalls.map((call) => JSON.parse(String(call.init?.body)))).toEqual([
      { code: '1111' },
      { code: '2222' },
      { code: '2222' },
    ]);
    expect(JSON.parse(window.localStorage.getItem(RECENT_RECIPIENTS_KEY)!)).toEqual([
      { phone: '+97699000002', name: 'Bold Friend' },
    ]);
    // A second later the screen starts over, the recipient among the recent ones.
    expect(await screen.findByTestId('recent-recipients')).toHaveTextContent('Bold Friend · +97699000002');
    expect((screen.getByTestId('gift-amount') as HTMLInputElement).value).toBe('0');
  });

  it('greys the screen out with the reason when the member may not gift', async () => {
    const wallet = walletFixture({
      permissions: {
        ...walletFixture().permissions,
        gift: false,
        giftBlockedReason: 'Gain membership then refer friends',
      },
    });
    renderGift(() => ({}), wallet);
    expect(await screen.findByTestId('gift-blocked')).toHaveTextContent('Gain membership then refer friends');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('sends the visitor to /login where the merchant runs no referrals', async () => {
    renderGift(() => ({}), walletFixture(), sampleConfig({ features: { referral: false } }));
    expect(await screen.findByText('login page')).toBeInTheDocument();
  });
});
