import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { TenantConfig } from '../../../../../shared/tenant';
import { SESSION_STORAGE_KEY } from '../../../../state/store';
import { fakeFetch, renderWithProviders } from '../../../../testing/render-with-providers';
import { sampleConfig } from '../../../../testing/sample-config';
import { STORED_VOUCHER_KEY } from '../../../discovery';
import QuickLoginScreen from './quick-login-screen';

function SignupPage() {
  return <p>signup page {useLocation().search}</p>;
}

const session = (role: 'member' | 'guest') => ({
  token: 'tok-1',
  expiresAt: '2026-12-01T00:00:00.000Z',
  user: {
    _id: 'u1',
    role,
    registered: role === 'member',
    phone: '+97699112233',
    email: null,
    isPhoneVerified: true,
    isEmailVerified: false,
    firstname: null,
    lastname: null,
    birthday: null,
    isTermChecked: true,
    hasPassword: false,
    isProfileCompleted: false,
    referralCode: 'R1',
    consent: { email: false, sms: false, push: false },
    language: null,
  },
});

interface Answers {
  code?: unknown;
}

function serve({ code = { data: { next: 'otp', expiresIn: 300 } } }: Answers = {}) {
  return fakeFetch((url) => {
    if (url.pathname === '/api/countries') return { data: [{ code: 'MN', name: 'Mongolia', dial_code: '+976' }] };
    if (url.pathname === '/api/countries/by-ip') return { data: { code: 'MN', name: 'Mongolia', dial_code: '+976' } };
    if (url.pathname === '/api/auth/code') return code;
    if (url.pathname === '/api/auth/code/verify') return { data: session('member') };
    if (url.pathname === '/api/auth/guest') return { data: session('guest') };
    throw new Error(`unexpected ${url.pathname}`);
  });
}

function renderQuickLogin(overrides: Partial<TenantConfig> = {}, storage: Storage = window.localStorage) {
  return renderWithProviders(
    <Routes>
      <Route path="/order/q-login/:merchantId" element={<QuickLoginScreen />} />
      <Route path="/order/merchant/:merchantId" element={<p>merchant page</p>} />
      <Route path="/vouchers/*" element={<p>voucher page</p>} />
      <Route path="/login" element={<p>login page</p>} />
      <Route path="/signup" element={<SignupPage />} />
    </Routes>,
    storage,
    { tenant: sampleConfig({ guest: { loginType: 'phone' }, ...overrides }), path: '/order/q-login/brew-lane' },
  );
}

const bodyOf = (calls: ReturnType<typeof serve>, path: string) =>
  JSON.parse(String(calls.find((call) => call.url.pathname === path)?.init?.body)) as Record<string, unknown>;

async function sendOtpFor(phone: string) {
  fireEvent.change(await screen.findByLabelText('Mobile number'), { target: { value: phone } });
  fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
}

describe('QuickLoginScreen', () => {
  afterEach(() => window.localStorage.clear());

  it('shows Quick Login with the Member login and Guest login tabs', async () => {
    serve();
    renderQuickLogin();
    expect(await screen.findByRole('heading', { name: 'Quick Login' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Member login' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Guest login' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in with password' })).toHaveAttribute('href', '/login');
  });

  it('sends a visitor to /login where the merchant has no guest login', async () => {
    serve();
    renderQuickLogin({ guest: { loginType: 'none' } });
    expect(await screen.findByText('login page')).toBeInTheDocument();
  });

  it('sends someone already signed in to the merchant page', async () => {
    serve();
    window.localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ token: 'tok', role: 'member', user: { id: 'u1', profileIncomplete: false } }),
    );
    renderQuickLogin();
    expect(await screen.findByText('merchant page')).toBeInTheDocument();
  });

  it('answers otp with the code box and its countdown; LOG IN only with 6 digits, then the merchant page', async () => {
    const calls = serve();
    renderQuickLogin();
    await sendOtpFor('99112233');
    expect(await screen.findByText('Please check your email/sms for the one time PIN')).toBeInTheDocument();
    expect(bodyOf(calls, '/api/auth/code')).toEqual({ phone: '+97699112233', flow: 'quick' });
    expect(screen.getByTestId('code-countdown')).toHaveTextContent(/Code expires in (5:00|4:59)/);
    // Seed 002 §4: the button is hidden during the 5-minute countdown.
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('otp-warning')).not.toBeInTheDocument();
    const logIn = screen.getByRole('button', { name: 'LOG IN' });
    fireEvent.change(screen.getByTestId('otp-code'), { target: { value: '12345' } });
    expect(logIn).toBeDisabled();
    fireEvent.change(screen.getByTestId('otp-code'), { target: { value: '123456' } });
    expect(logIn).toBeEnabled();
    // Enter in the code box submits.
    fireEvent.submit(screen.getByTestId('otp-code').closest('form') as HTMLFormElement);
    expect(await screen.findByText('merchant page')).toBeInTheDocument();
    expect(bodyOf(calls, '/api/auth/code/verify')).toMatchObject({ phone: '+97699112233', code: '123456' });
  });

  it('reads Resend OTP once the code has expired, and a new code hides it again', async () => {
    const calls = serve({ code: { data: { next: 'otp', expiresIn: 0, message: null } } });
    renderQuickLogin();
    await sendOtpFor('99112233');
    expect(await screen.findByTestId('code-countdown')).toHaveTextContent('The code has expired. Send a new one.');
    fireEvent.click(screen.getByRole('button', { name: 'Resend OTP' }));
    await waitFor(() => expect(calls.filter((call) => call.url.pathname === '/api/auth/code')).toHaveLength(2));
  });

  it('shows a message returned with the otp answer as a warning', async () => {
    serve({ code: { data: { next: 'otp', expiresIn: 300, message: 'Your last code was sent 1 minute ago' } } });
    renderQuickLogin();
    await sendOtpFor('99112233');
    const warning = await screen.findByTestId('otp-warning');
    expect(warning).toHaveTextContent('Your last code was sent 1 minute ago');
    expect(warning).toHaveClass('MuiAlert-colorWarning');
  });

  it('opens the saved voucher with isclaim=true after login and clears it', async () => {
    serve();
    window.localStorage.setItem(STORED_VOUCHER_KEY, 'v9');
    renderQuickLogin();
    await sendOtpFor('99112233');
    fireEvent.change(await screen.findByTestId('otp-code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'LOG IN' }));
    expect(await screen.findByText('voucher page')).toBeInTheDocument();
    expect(window.localStorage.getItem(STORED_VOUCHER_KEY)).toBeNull();
  });

  it('sends a new phone to /signup?phone=', async () => {
    serve({ code: { data: { next: 'signup', expiresIn: 300 } } });
    const { store } = renderQuickLogin();
    await sendOtpFor('99112233');
    expect(await screen.findByText('signup page ?phone=%2B97699112233')).toBeInTheDocument();
    expect(store.getState().ui.toasts).toMatchObject([
      { type: 'info', message: 'You are not a member yet: please sign up' },
    ]);
  });

  it("says 'Something went wrong' for any other answer", async () => {
    serve({ code: { data: { next: 'maybe', expiresIn: 300 } } });
    renderQuickLogin();
    await sendOtpFor('99112233');
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.queryByTestId('otp-code')).not.toBeInTheDocument();
  });

  it("asks for the terms when the merchant requires them, then sends isTermChecked; e-mail shows 'Please check your email one time PIN'", async () => {
    const calls = serve();
    renderQuickLogin({
      login: { preferred: 'email-otp', termsOnLogin: true, preferredEmailDomains: ['@gmail.com'] },
    });
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'bold@gmail.com' } });
    expect(screen.getByLabelText('Email')).toHaveValue('bold');
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(
      screen.getByText('Accept the PDPA and Merchant Terms and Conditions', { selector: 'p' }),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.url.pathname === '/api/auth/code')).toBe(false);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Accept the PDPA and Merchant Terms and Conditions' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Please check your email one time PIN')).toBeInTheDocument();
    expect(bodyOf(calls, '/api/auth/code')).toEqual({ email: 'bold@gmail.com', flow: 'quick', isTermChecked: true });
  });

  it("guest phone-required: 'Input phone or country code!', then the phone as dial code, space, number", async () => {
    const calls = serve();
    renderQuickLogin({ guest: { loginType: 'phone-required' } });
    fireEvent.click(await screen.findByRole('tab', { name: 'Guest login' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue as guest' }));
    expect(screen.getByText('Input phone or country code!')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '99112233' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue as guest' }));
    expect(await screen.findByText('merchant page')).toBeInTheDocument();
    expect(bodyOf(calls, '/api/auth/guest')).toEqual({ phone: '+976 99112233' });
  });

  it("guest email-required: 'Input email!'", async () => {
    const calls = serve();
    renderQuickLogin({ guest: { loginType: 'email-required' } });
    fireEvent.click(await screen.findByRole('tab', { name: 'Guest login' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue as guest' }));
    expect(screen.getByText('Input email!')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => call.url.pathname === '/api/auth/guest')).toBe(false));
  });
});
