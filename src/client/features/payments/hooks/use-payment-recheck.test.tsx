import { screen } from '@testing-library/react';
import type { PaymentAttempt } from '../../../api/payments';
import { fakeFetch, renderWithProviders } from '../../../testing/render-with-providers';
import { sampleConfig } from '../../../testing/sample-config';
import { PaymentOutcome } from '../components/payment-outcome';
import { paymentReturnOf, rememberPaymentReturn } from '../lib/payment-return';
import { usePaymentRecheck } from './use-payment-recheck';

const attempt = (state: PaymentAttempt['state']): PaymentAttempt => ({
  _id: 'pay-1',
  orderId: 'ord-1',
  provider: 'sandbox',
  state,
  amount: '12.50',
  currency: 'SGD',
  redirectUrl: '/api/payments/sandbox/checkout/ref',
  clientData: {},
  refundReason: null,
});

/** The provider says `providerState` when asked; the attempts list shows what the last confirm answered. */
function serve(providerState: PaymentAttempt['state']) {
  let state: PaymentAttempt['state'] = 'pending';
  const calls = fakeFetch((url, init) => {
    if (url.pathname === '/api/orders/ord-1/payments' && init?.method === 'GET') return { data: [attempt(state)] };
    if (url.pathname === '/api/orders/ord-1/payments/pay-1/confirm' && init?.method === 'POST') {
      state = providerState;
      return { data: attempt(state) };
    }
    throw new Error(`unexpected ${init?.method} ${url.pathname}`);
  });
  return () => calls.filter((call) => call.url.pathname.endsWith('/confirm'));
}

function Outcome({ payable }: { payable: boolean }) {
  const { returned } = usePaymentRecheck('ord-1', { payable });
  return <PaymentOutcome attempt={returned} />;
}

const renderOutcome = (payable: boolean) =>
  renderWithProviders(<Outcome payable={payable} />, window.localStorage, { tenant: sampleConfig() });

describe('return from a payment provider', () => {
  afterEach(() => window.sessionStorage.clear());

  it('re-checks an open attempt 3 s after coming back and shows the seed’s success words', async () => {
    const confirms = serve('succeeded');
    rememberPaymentReturn({ orderId: 'ord-1', paymentId: 'pay-1' });
    const started = Date.now();
    renderOutcome(true);
    expect(await screen.findByText('Please wait payment is processing...')).toBeInTheDocument();
    expect(confirms()).toHaveLength(0);
    expect(await screen.findByText('Payment succeeded!')).toBeInTheDocument();
    expect(Date.now() - started).toBeGreaterThanOrEqual(3000);
    expect(confirms()).toHaveLength(1);
    expect(JSON.parse(String(confirms()[0].init?.body))).toEqual({});
    // The outcome was shown once: a later visit shows the order as it is, without it.
    expect(paymentReturnOf('ord-1')).toBeNull();
  });

  it('sends the stored Drop-in session result with the 3 s re-check (seed 002 §4)', async () => {
    const confirms = serve('succeeded');
    rememberPaymentReturn({ orderId: 'ord-1', paymentId: 'pay-1', sessionResult: 'SR-1' });
    renderOutcome(true);
    expect(await screen.findByText('Payment succeeded!')).toBeInTheDocument();
    expect(JSON.parse(String(confirms()[0].init?.body))).toEqual({ sessionResult: 'SR-1' });
  });

  it('a declined attempt says so, for another try', async () => {
    serve('failed');
    rememberPaymentReturn({ orderId: 'ord-1', paymentId: 'pay-1' });
    renderOutcome(true);
    expect(await screen.findByText('Your payment was not successful, please try again.')).toBeInTheDocument();
  });

  it('an order that can no longer be paid is not re-checked, and shows nothing without a stored attempt', async () => {
    const confirms = serve('succeeded');
    const { container } = renderOutcome(false);
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(confirms()).toHaveLength(0);
    expect(container).toBeEmptyDOMElement();
  });
});
