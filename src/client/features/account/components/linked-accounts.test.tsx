import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeFetch, httpReply, renderWithProviders } from '../../../testing/render-with-providers';
import { LinkedAccounts } from './linked-accounts';

const google = { provider: 'google', email: 'ana@gmail.com', linkedAt: '2026-11-01T10:00:00Z' };

describe('linked accounts on /profile/fbunlink', () => {
  it('lists the linked account and unlinks it, then says none is linked', async () => {
    let linked = [google];
    const calls = fakeFetch((_url, init) => {
      if (init?.method === 'DELETE') {
        linked = [];
        return { data: true };
      }
      return { data: linked };
    });
    const { store } = renderWithProviders(<LinkedAccounts />);
    expect(await screen.findByText('ana@gmail.com')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Unlink Google' }));
    expect(await screen.findByText('No Google or Facebook account is linked to you here.')).toBeInTheDocument();
    expect(calls.some(({ url, init }) => url.pathname === '/api/me/oauth/google' && init?.method === 'DELETE')).toBe(
      true,
    );
    expect(store.getState().ui.toasts.at(-1)?.message).toBe('Google is unlinked and the data it shared is deleted');
  });

  it('keeps the account and shows the server’s reason when it is the only way to log in', async () => {
    const reason = 'Set a password or verify your phone before unlinking your only login';
    fakeFetch((_url, init) =>
      init?.method === 'DELETE' ? httpReply(409, { code: 'LAST_LOGIN_METHOD', message: reason }) : { data: [google] },
    );
    const { store } = renderWithProviders(<LinkedAccounts />);
    fireEvent.click(await screen.findByRole('button', { name: 'Unlink Google' }));
    await waitFor(() => expect(store.getState().ui.toasts.at(-1)).toMatchObject({ type: 'error', message: reason }));
    expect(screen.getByText('ana@gmail.com')).toBeInTheDocument();
  });
});
