import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { PaymentAttempt, PaymentMethodOption } from '../../../api/payments';
import { fakeFetch, renderWithProviders } from '../../../testing/render-with-providers';
import { sampleConfig } from '../../../testing/sample-config';
import AdyenScreen, { adyenEnvironment } from './adyen-screen';
import FiuuScreen, { FIUU_AUTO_CLICK_MS } from './fiuu-screen';
import StripeScreen from './stripe-screen';
import { sessionResultOf } from '../lib/payment-return';
import T05Screen from './t05-screen';
import { t05ScriptSource } from './t05-script';

// The SDKs are mocked at the module boundary: what the screens hand them and how they read their answers.
const confirmPayment = jest.fn();
const mountPaymentElement = jest.fn();
const loadStripe = jest.fn();
jest.mock('@stripe/stripe-js', () => ({ loadStripe: (...args: unknown[]) => loadStripe(...args) }));
const adyenCheckout = jest.fn();
const mountDropin = jest.fn();
jest.mock('./adyen-web', () => ({
  AdyenCheckout: (options: unknown) => adyenCheckout(options),
  Dropin: jest.fn().mockImplementation(() => ({ mount: mountDropin })),
  loadAdyenStyles: jest.fn(),
}));

const loadT05Script = jest.fn();
jest.mock('./t05-script', () => ({
  ...jest.requireActual('./t05-script'),
  loadT05Script: (...args: unknown[]) => loadT05Script(...args),
}));

const method = (type: PaymentMethodOption['type'], extra: Partial<PaymentMethodOption>): PaymentMethodOption => ({
  type,
  name: 'Card',
  stripe: null,
  adyen: null,
  t05: null,
  ...extra,
});
const attempt = (provider: PaymentAttempt['provider'], clientData: PaymentAttempt['clientData']): PaymentAttempt => ({
  _id: 'pay-1',
  orderId: 'ord-1',
  provider,
  state: 'pending',
  amount: '12.50',
  currency: 'SGD',
  redirectUrl: null,
  clientData,
  refundReason: null,
});

function serve(option: PaymentMethodOption, created: PaymentAttempt) {
  return fakeFetch((url, init) => {
    if (url.pathname === '/api/orders/ord-1/payment-methods') return { data: [option] };
    if (url.pathname === '/api/orders/ord-1/payments' && init?.method === 'POST') return { data: created };
    if (url.pathname === '/api/orders/ord-1') return { data: {} };
    throw new Error(`unexpected ${init?.method} ${url.pathname}`);
  });
}

function renderAt(path: string, pattern: string, element: React.ReactElement) {
  return renderWithProviders(
    <Routes>
      <Route path={pattern} element={element} />
      <Route path="/order/s/:orderId" element={<p>order page</p>} />
    </Routes>,
    window.localStorage,
    { tenant: sampleConfig(), path },
  );
}

describe('Stripe screen', () => {
  beforeEach(() => {
    serve(
      method('stripe', { stripe: { publishableKey: 'pk_test_1' } }),
      attempt('stripe', { clientSecret: 'pi_1_secret_x' }),
    );
    loadStripe.mockResolvedValue({
      elements: () => ({ create: () => ({ mount: mountPaymentElement }) }),
      confirmPayment,
    });
  });

  const renderStripe = () =>
    renderAt('/order/stripe/brew-lane/ord-1', '/order/stripe/:merchantId/:orderId', <StripeScreen />);

  it.each([
    ['processing', 'Your payment is processing.'],
    ['requires_payment_method', 'Your payment was not successful, please try again.'],
    ['requires_action', 'Something went wrong.'],
  ])('mounts the Payment Element of the attempt and says the seed words for %s', async (status, words) => {
    confirmPayment.mockResolvedValue({ paymentIntent: { status } });
    renderStripe();
    const pay = await screen.findByRole('button', { name: 'Pay now' });
    await waitFor(() => expect(pay).toBeEnabled());
    expect(loadStripe).toHaveBeenCalledWith('pk_test_1');
    expect(mountPaymentElement).toHaveBeenCalled();
    fireEvent.click(pay);
    expect(await screen.findByTestId('provider-notice')).toHaveTextContent(words);
  });

  it('goes back to the order page when the intent succeeded; a card error shows Stripe’s message', async () => {
    confirmPayment.mockResolvedValueOnce({ error: { type: 'card_error', message: 'Your card was declined.' } });
    confirmPayment.mockResolvedValueOnce({ paymentIntent: { status: 'succeeded' } });
    renderStripe();
    const pay = await screen.findByRole('button', { name: 'Pay now' });
    await waitFor(() => expect(pay).toBeEnabled());
    fireEvent.click(pay);
    expect(await screen.findByTestId('provider-notice')).toHaveTextContent('Your card was declined.');
    fireEvent.click(pay);
    expect(await screen.findByText('order page')).toBeInTheDocument();
  });
});

describe('Adyen screen', () => {
  const renderAdyen = () =>
    renderAt('/order/adyen/ord-1/merchant/brew-lane', '/order/adyen/:orderId/merchant/:merchantId', <AdyenScreen />);

  it('is live only when the client key says live', () => {
    expect(adyenEnvironment('live_ABC')).toBe('live');
    expect(adyenEnvironment('test_ABC')).toBe('test');
  });

  it.each([
    ['Authorised', 'Payment success, please wait'],
    ['Refused', 'Payment failed, please try again'],
  ])('mounts the Drop-in on the session; %s says "%s" and goes back', async (resultCode, words) => {
    serve(
      method('adyen', { adyen: { clientKey: 'test_KEY', environment: 'test' } }),
      attempt('adyen', { sessionId: 'CS1', sessionData: 'data' }),
    );
    let options: { onPaymentCompleted: (result: { resultCode: string; sessionResult: string }) => void } | undefined;
    adyenCheckout.mockImplementation(async (given) => (options = given));
    renderAdyen();
    await waitFor(() => expect(mountDropin).toHaveBeenCalled());
    expect(adyenCheckout).toHaveBeenCalledWith(
      expect.objectContaining({
        session: { id: 'CS1', sessionData: 'data' },
        clientKey: 'test_KEY',
        environment: 'test',
      }),
    );
    act(() => options!.onPaymentCompleted({ resultCode, sessionResult: 'SR-1' }));
    // The session result is saved for the order page's 3 s re-check (seed 002 §4).
    expect(sessionResultOf('ord-1', 'pay-1')).toBe('SR-1');
    expect(await screen.findByTestId('provider-notice')).toHaveTextContent(words);
    expect(screen.getByRole('link', { name: 'Go back' })).toHaveAttribute('href', '/order/s/ord-1');
    expect(await screen.findByText('order page')).toBeInTheDocument();
  });

  it("says 'Pay adyen failed' with Go back when no session can be made", async () => {
    fakeFetch((url) => {
      if (url.pathname.endsWith('/payment-methods')) return { data: [] };
      return { status: 422, body: { statusCode: 422, message: 'Payment provider adyen is not available here' } };
    });
    renderAdyen();
    expect(await screen.findByTestId('provider-notice')).toHaveTextContent('Pay adyen failed');
    expect(screen.getByRole('link', { name: 'Go back' })).toBeInTheDocument();
  });
});

describe('fiuu screen', () => {
  it('posts the signed session to fiuu, clicking its button after 2 s', async () => {
    serve(
      method('fiuu', {}),
      attempt('fiuu', {
        _id: 'pay-1',
        vcode: 'abc',
        merchantId: 'm1',
        currency: 'MYR',
        channel: 'FPX',
        amount: '12.50',
        paymentUrl: 'https://pay.fiuu.com/RMS/pay/m1/',
        returnUrl: 'http://x/order/s/ord-1',
      }),
    );
    renderAt('/order/fiuu/brew-lane/ord-1', '/order/fiuu/:merchantId/:orderId', <FiuuScreen />);
    const form = await screen.findByTestId('fiuu-form');
    expect(form).toHaveAttribute('action', 'https://pay.fiuu.com/RMS/pay/m1/');
    expect(form).toHaveFormValues({ orderid: 'pay-1', vcode: 'abc', currency: 'MYR', channel: 'FPX', amount: '12.50' });
    const submitted = jest.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submitted);
    await new Promise((resolve) => setTimeout(resolve, FIUU_AUTO_CLICK_MS - 500));
    expect(submitted).not.toHaveBeenCalled();
    await waitFor(() => expect(submitted).toHaveBeenCalledTimes(1), { timeout: 2000 });
  });
});

describe('t05 screen', () => {
  const t05Data = {
    amountInCents: 1250,
    customOrderId: 'brew.ord-1.pay-1',
    accessToken: 'tok_outlet_1',
    scriptUrl: 'https://cdn.t05.example/card.js',
  };
  beforeEach(() => loadT05Script.mockReset());
  const renderT05 = () => renderAt('/order/t05/brew-lane/ord-1', '/order/t05/:merchantId/:orderId', <T05Screen />);

  it("loads t05's card script with the attempt's amountInCents, customOrderId and access token", async () => {
    loadT05Script.mockResolvedValue(undefined);
    serve(method('t05', { t05: { accessToken: 'tok_outlet_1' } }), attempt('t05', t05Data));
    renderT05();
    await waitFor(() => expect(loadT05Script).toHaveBeenCalledTimes(1));
    const [container, url, params] = loadT05Script.mock.calls[0];
    expect(container).toBe(screen.getByTestId('t05-card'));
    expect(url).toBe('https://cdn.t05.example/card.js');
    expect(params).toEqual({ amountInCents: 1250, customOrderId: 'brew.ord-1.pay-1', accessToken: 'tok_outlet_1' });
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(screen.queryByTestId('provider-notice')).not.toBeInTheDocument();
  });

  it('says Something went wrong, with Go back, when the script does not load', async () => {
    loadT05Script.mockRejectedValue(new Error('blocked'));
    serve(method('t05', { t05: { accessToken: 'tok_outlet_1' } }), attempt('t05', t05Data));
    renderT05();
    expect(await screen.findByTestId('provider-notice')).toHaveTextContent('Something went wrong.');
    expect(screen.getByRole('link', { name: 'Go back' })).toHaveAttribute('href', '/order/s/ord-1');
  });

  it('says Something went wrong without loading anything when the attempt lacks the script data', async () => {
    serve(method('t05', {}), attempt('t05', { customOrderId: 'brew.ord-1.pay-1' }));
    renderT05();
    expect(await screen.findByTestId('provider-notice')).toHaveTextContent('Something went wrong.');
    expect(loadT05Script).not.toHaveBeenCalled();
  });

  it('puts the three values in the script address, keeping its own query', () => {
    const source = new URL(
      t05ScriptSource('https://cdn.t05.example/card.js?v=2', {
        amountInCents: 1250,
        customOrderId: 'brew.ord-1.pay-1',
        accessToken: 'tok&1',
      }),
    );
    expect(source.origin + source.pathname).toBe('https://cdn.t05.example/card.js');
    expect(Object.fromEntries(source.searchParams)).toEqual({
      v: '2',
      amountInCents: '1250',
      customOrderId: 'brew.ord-1.pay-1',
      accessToken: 'tok&1',
    });
  });
});
