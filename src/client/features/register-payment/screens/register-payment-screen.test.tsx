import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeFetch, httpReply, renderWithProviders } from '../../../testing/render-with-providers';
import { sampleConfig } from '../../../testing/sample-config';
import RegisterPaymentScreen from './register-payment-screen';

const REGISTER = 'https://pos.example.com';
const tenant = sampleConfig({ registerPayment: { allowedOrigins: [REGISTER] } });
const unit = { name: 'Points', type: 'point', isDecimal: false, pointToCurrencyValue: '0.01' };
const merchant = { _id: 'brew-lane', name: 'Brew Lane Coffee', loyaltyProgramUnit: unit };

let register: { postMessage: jest.Mock };
beforeEach(() => {
  register = { postMessage: jest.fn() };
  Object.defineProperty(window, 'opener', { value: register, configurable: true, writable: true });
});
afterEach(() => Object.defineProperty(window, 'opener', { value: null, configurable: true, writable: true }));

function renderAt(query: string) {
  return renderWithProviders(<RegisterPaymentScreen />, window.localStorage, { tenant, path: `/vendpayment${query}` });
}

/** A message as the browser delivers it: from a window, on an origin. */
function deliver(data: unknown, origin: string, source: unknown = register) {
  const event = new MessageEvent('message', { data, origin });
  Object.defineProperty(event, 'source', { value: source });
  act(() => void window.dispatchEvent(event));
}

const sale = { step: 'DATA', register_sale_id: 'S-77', customer_id: '+97699000001' };
const header = (init: RequestInit | undefined, name: string) => (init?.headers as Record<string, string>)[name];

describe('/vendpayment', () => {
  it("says 'No origin' without ?origin=, and refuses an origin the tenant does not list", () => {
    const first = renderAt('?amount=12.50&register_id=reg-1');
    expect(screen.getByTestId('register-problem')).toHaveTextContent('No origin');
    first.unmount();
    renderAt(`?amount=12.50&register_id=reg-1&origin=${encodeURIComponent('https://evil.example')}`);
    expect(screen.getByTestId('register-problem')).toHaveTextContent('This register is not allowed to use this page.');
    expect(register.postMessage).not.toHaveBeenCalled();
  });

  it('asks the register for the sale, ignores forged messages, and pays: lookup, 6-digit code, rules, ACCEPT', async () => {
    const calls = fakeFetch((url) => {
      switch (url.pathname) {
        case '/api/registers/customer':
          return { data: { customer: { name: 'Demo Member', phone: '+976****01' }, merchant } };
        case '/api/registers/codes':
          return {
            data: {
              sentTo: '+976****01',
              expiresAt: new Date(Date.now() + 300_000).toISOString(),
              resendAt: new Date(Date.now() + 300_000).toISOString(),
            },
          };
        case '/api/registers/codes/confirm':
          return {
            data: {
              registerToken: 'register-token-123456',
              expiresAt: new Date(Date.now() + 900_000).toISOString(),
              signedUp: false,
              customer: { name: 'Demo Member', phone: '+976****01' },
              merchant,
              balances: {
                points: '1500.00',
                pointsCurrencyValue: '15.00',
                storeCredit: '20.00',
                storeCreditUsable: true,
              },
            },
          };
        case '/api/registers/checkout':
          return {
            data: {
              register_sale_id: 'S-77',
              amount: '12.50',
              approved_amount: '5.00',
              redeemAmount: '500.00',
              storeValueAmount: '0.00',
              balances: {
                points: '1000.00',
                pointsCurrencyValue: '10.00',
                storeCredit: '20.00',
                storeCreditUsable: true,
              },
            },
          };
        default:
          throw new Error(`unexpected ${url.pathname}`);
      }
    });
    renderAt(`?amount=12.50&register_id=reg-1&origin=${encodeURIComponent(REGISTER)}`);
    expect(register.postMessage).toHaveBeenCalledWith({ step: 'DATA' }, REGISTER);
    expect(screen.getByTestId('register-total')).toHaveTextContent('$12.50');

    // A third origin, or another window on the register's origin, is not the register.
    deliver(sale, 'https://evil.example');
    deliver(sale, REGISTER, window);
    deliver('{"step":"DATA"}', REGISTER);
    expect(screen.getByText('Waiting for the sale from the register…')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    deliver(JSON.stringify(sale), REGISTER);
    expect(await screen.findByTestId('register-customer')).toHaveTextContent('Demo Member · +976****01');
    expect(header(calls[0].init, 'x-registerid')).toBe('reg-1');
    expect(header(calls[0].init, 'x-customerid')).toBe('+97699000001');

    fireEvent.click(screen.getByRole('button', { name: 'Send code to the customer' }));
    fireEvent.change(await screen.findByTestId('otp-code'), { target: { value: '123456' } });
    // The countdown starts when the code is sent: a busy machine may take a second to get here.
    expect(screen.getByRole('timer')).toHaveTextContent(/Code expires in (5:00|4:59)/);
    expect(screen.getByRole('button', { name: 'RESEND CODE' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));

    const points = (await screen.findByTestId('register-points')) as HTMLInputElement;
    fireEvent.change(points, { target: { value: '2000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert')).toHaveTextContent("Can't be more than total");
    fireEvent.change(points, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert')).toHaveTextContent("Redeem amount can't be 0");
    fireEvent.change(points, { target: { value: '12.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Redeem amount is wrong');
    fireEvent.change(points, { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(screen.getByTestId('register-outcome')).toHaveTextContent('Approved $5.00 of $12.50'));
    const checkout = calls.find((call) => call.url.pathname === '/api/registers/checkout')!;
    expect(header(checkout.init, 'x-register-token')).toBe('register-token-123456');
    expect(JSON.parse(String(checkout.init?.body))).toEqual({
      register_sale_id: 'S-77',
      amount: '12.50',
      redeemAmount: '500.00',
      storeValueAmount: '0.00',
    });
    expect(register.postMessage).toHaveBeenLastCalledWith(
      {
        step: 'ACCEPT',
        register_sale_id: 'S-77',
        amount: '12.50',
        approved_amount: '5.00',
        redeemAmount: '500.00',
        storeValueAmount: '0.00',
      },
      REGISTER,
    );
    // Every message went to the register's origin, never to '*'.
    expect(register.postMessage.mock.calls.every(([, target]) => target === REGISTER)).toBe(true);
  });

  it('answers DECLINE to the register', async () => {
    fakeFetch(() => ({ data: { customer: { name: 'Demo Member', phone: '+976****01' }, merchant } }));
    renderAt(`?amount=12.50&register_id=reg-1&origin=${encodeURIComponent(REGISTER)}`);
    deliver(sale, REGISTER);
    await screen.findByTestId('register-customer');
    fireEvent.click(screen.getByRole('button', { name: 'DECLINE' }));
    expect(register.postMessage).toHaveBeenLastCalledWith({ step: 'DECLINE', register_sale_id: 'S-77' }, REGISTER);
    expect(screen.getByTestId('register-outcome')).toHaveTextContent('Declined');
  });

  it("offers sign-up by code to 'User is not found!' and an SMS invitation to 'User is not member of the Merchant!'", async () => {
    let lookup = 0;
    const calls = fakeFetch((url) => {
      if (url.pathname === '/api/registers/invitations') return { data: { sentTo: '+976****02' } };
      lookup += 1;
      return lookup === 1
        ? httpReply(404, { code: 'USER_NOT_FOUND', message: 'User is not found!', statusCode: 404 })
        : httpReply(404, { code: 'NOT_MEMBER', message: 'User is not member of the Merchant!', statusCode: 404 });
    });
    renderAt(`?amount=12.50&register_id=reg-1&origin=${encodeURIComponent(REGISTER)}`);
    deliver(sale, REGISTER);
    const newUser = await screen.findByTestId('new-user-alert');
    expect(screen.getByText('User is not found!')).toBeInTheDocument();
    expect(newUser).toHaveTextContent('New user');
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByTestId('new-user-alert')).toBeNull();

    deliver({ ...sale, register_sale_id: 'S-78', customer_id: '+97699000002' }, REGISTER);
    expect(await screen.findByText('User is not member of the Merchant!')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Invite by SMS' }));
    expect(await screen.findByText('Invitation sent to +976****02')).toBeInTheDocument();
    expect(JSON.parse(String(calls.at(-1)!.init?.body))).toEqual({ phone: '+97699000002' });
  });

  it("says 'phone not set' when the register sends no customer, and lets the cashier type one", async () => {
    const calls = fakeFetch((_url, init) =>
      header(init, 'x-customerid')
        ? { data: { customer: { name: 'Demo Member', phone: '+976****01' }, merchant } }
        : httpReply(400, { code: 'PHONE_NOT_SET', message: 'phone not set', field: 'x-customerid', statusCode: 400 }),
    );
    renderAt(`?amount=12.50&register_id=reg-1&origin=${encodeURIComponent(REGISTER)}`);
    deliver({ step: 'DATA', register_sale_id: 'S-79' }, REGISTER);
    expect(await screen.findByText('phone not set')).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('register-phone'), { target: { value: '+97699000001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Look up' }));
    expect(await screen.findByTestId('register-customer')).toBeInTheDocument();
    expect(header(calls.at(-1)!.init, 'x-customerid')).toBe('+97699000001');
  });
});
