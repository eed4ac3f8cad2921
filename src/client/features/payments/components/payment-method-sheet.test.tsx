import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { PaymentAttempt, PaymentMethodOption } from '../../../api/payments';
import { fakeFetch, httpReply, renderWithProviders } from '../../../testing/render-with-providers';
import { sampleConfig } from '../../../testing/sample-config';
import { paymentReturnOf } from '../lib/payment-return';
import { PaymentMethodSheet } from './payment-method-sheet';

const method = (type: PaymentMethodOption['type'], name: string): PaymentMethodOption => ({
  type,
  name,
  stripe: null,
  adyen: null,
  t05: null,
});

const attempt = (overrides: Partial<PaymentAttempt> = {}): PaymentAttempt => ({
  _id: 'pay-1',
  orderId: 'ord-1',
  provider: 'paynow',
  state: 'pending',
  amount: '12.50',
  currency: 'SGD',
  redirectUrl: null,
  clientData: { qr: '000201', reference: 'LV-1', expiresAt: '2099-01-01T00:00:00.000Z' },
  refundReason: null,
  ...overrides,
});

function serve({ create = () => ({ data: attempt() }) }: { create?: () => unknown } = {}) {
  return fakeFetch((url, init) => {
    if (url.pathname === '/api/orders/ord-1/payment-methods')
      return { data: [method('sandbox', 'Test card'), method('paynow', 'PayNow')] };
    if (url.pathname === '/api/orders/ord-1/payments' && init?.method === 'POST') return create();
    throw new Error(`unexpected ${init?.method} ${url.pathname}`);
  });
}

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p data-testid="sheet-state">{open ? 'open' : 'closed'}</p>
      <PaymentMethodSheet
        order={{ orderId: 'ord-1', merchantId: 'brew-lane', due: '12.50' }}
        open={open}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

function renderSheet() {
  return renderWithProviders(
    <Routes>
      <Route path="/order/s/:orderId" element={<Harness />} />
      <Route path="/order/paynow/:merchantId/:orderId" element={<p>paynow screen</p>} />
    </Routes>,
    window.localStorage,
    { tenant: sampleConfig(), path: '/order/s/ord-1' },
  );
}

describe('PaymentMethodSheet', () => {
  afterEach(() => window.sessionStorage.clear());

  it('lists only the methods the server offers, with the due amount, opening at 0.6 of the screen', async () => {
    serve();
    renderSheet();
    const sheet = await screen.findByRole('dialog', { name: 'Choose how to pay' });
    expect(await within(sheet).findByTestId('payment-method-sandbox')).toHaveTextContent('Test card');
    expect(within(sheet).getByTestId('payment-method-paynow')).toHaveTextContent('PayNow');
    expect(within(sheet).queryByTestId('payment-method-stripe')).toBeNull();
    expect(within(sheet).getByTestId('payment-sheet-due')).toHaveTextContent('12.50');
    expect(screen.getByTestId('payment-sheet')).toHaveAttribute('data-snap', '0.6');
  });

  it('moves between the breakpoints with the keyboard and closes below the lowest', async () => {
    serve();
    renderSheet();
    const handle = await screen.findByRole('slider', { name: 'Sheet height' });
    fireEvent.keyDown(handle, { key: 'ArrowUp' });
    expect(screen.getByTestId('payment-sheet')).toHaveAttribute('data-snap', '0.7');
    fireEvent.keyDown(handle, { key: 'ArrowUp' });
    fireEvent.keyDown(handle, { key: 'ArrowUp' });
    expect(screen.getByTestId('payment-sheet')).toHaveAttribute('data-snap', '0.8');
    expect(handle).toHaveAttribute('aria-valuenow', '80');
    fireEvent.keyDown(handle, { key: 'ArrowDown' });
    fireEvent.keyDown(handle, { key: 'ArrowDown' });
    expect(screen.getByTestId('sheet-state')).toHaveTextContent('open');
    fireEvent.keyDown(handle, { key: 'ArrowDown' });
    expect(screen.getByTestId('sheet-state')).toHaveTextContent('closed');
  });

  it('PayNow: starts an attempt, remembers it for the way back and opens the PayNow screen', async () => {
    const calls = serve();
    renderSheet();
    fireEvent.click(await screen.findByTestId('payment-method-paynow'));
    expect(await screen.findByText('paynow screen')).toBeInTheDocument();
    const post = calls.find((call) => call.init?.method === 'POST');
    expect(JSON.parse(String(post?.init?.body))).toEqual({ provider: 'paynow' });
    expect(paymentReturnOf('ord-1')).toBe('pay-1');
  });

  it('a refused attempt shows the server’s words and leaves the methods to choose again', async () => {
    serve({
      create: () =>
        httpReply(409, {
          statusCode: 409,
          code: 'ORDER_NOT_PAYABLE',
          error: 'Conflict',
          message: 'Nothing is due on this order',
        }),
    });
    renderSheet();
    fireEvent.click(await screen.findByTestId('payment-method-sandbox'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nothing is due on this order');
    await waitFor(() => expect(screen.getByTestId('payment-method-sandbox')).not.toHaveAttribute('aria-disabled'));
    expect(paymentReturnOf('ord-1')).toBeNull();
  });
});
