import { fireEvent, screen } from '@testing-library/react';
import { fakeFetch, renderWithProviders } from '../../../testing/render-with-providers';
import { VerifyFlow } from './verify-flow';

// Seed 000 §4 and issue 8: a code screen counts down from the expiry the server sent, not from a number of its own.
describe('profile verification', () => {
  it('counts down from the expiresIn the change-phone popup passed on', () => {
    fakeFetch(() => ({ data: null }));
    renderWithProviders(<VerifyFlow kind="phone" value="+97699112233" sentExpiresIn={120} />);
    expect(screen.getByTestId('code-countdown')).toHaveTextContent('Code expires in 2:00');
  });

  it('sends the code on request and counts down from the expiresIn of the answer', async () => {
    const calls = fakeFetch(() => ({ data: { expiresIn: 90 } }));
    renderWithProviders(<VerifyFlow kind="email" value="ana@example.com" sentExpiresIn={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    // From the answer on: a busy machine may take a second to look.
    expect(await screen.findByTestId('code-countdown')).toHaveTextContent(/Code expires in 1:(30|29)/);
    expect(calls.map(({ url, init }) => [url.pathname, init?.body])).toEqual([
      ['/api/me/verification', JSON.stringify({ email: 'ana@example.com' })],
    ]);
  });
});
