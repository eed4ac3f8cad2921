import { LOGIN_MODE } from '../constants/auth';
import { afterLoginTarget, codeLoginAllowed, loginSubmitError, nextLoginStep, switchesToCodeMode } from './login';

describe('login (sections 4 and 5)', () => {
  const smsAllowed = { allowSms: true, termsOnLogin: false };
  const noSms = { allowSms: false, termsOnLogin: false };
  const ctx = { mode: LOGIN_MODE.password, channel: 'phone', login: smsAllowed, termsChecked: false } as const;
  it('modes are 0 password and 1 one-time PIN', () => {
    expect(LOGIN_MODE).toEqual({ password: 0, otp: 1 });
  });
  it('sends codes by e-mail always, by SMS only where the merchant allows it', () => {
    expect(codeLoginAllowed(smsAllowed, 'phone')).toBe(true);
    expect(codeLoginAllowed(noSms, 'phone')).toBe(false);
    expect(codeLoginAllowed(noSms, 'email')).toBe(true);
  });
  it('refuses one-time-PIN login by SMS when the merchant disallows it', () => {
    expect(loginSubmitError({ ...ctx, mode: LOGIN_MODE.otp, login: noSms })).toBe(
      'SMS login is not allowed, please use password',
    );
    expect(loginSubmitError({ ...ctx, login: noSms })).toBeNull();
    expect(loginSubmitError({ ...ctx, mode: LOGIN_MODE.otp, login: noSms, channel: 'email' })).toBeNull();
    expect(loginSubmitError({ ...ctx, mode: LOGIN_MODE.otp })).toBeNull();
  });
  it('needs the terms box when the merchant requires it', () => {
    const terms = { ...smsAllowed, termsOnLogin: true };
    expect(loginSubmitError({ ...ctx, login: terms })).toBe('Accept the PDPA and Merchant Terms and Conditions');
    expect(loginSubmitError({ ...ctx, login: terms, termsChecked: true })).toBeNull();
  });
  it('routes the identity check answer', () => {
    expect(nextLoginStep('login')).toEqual({ kind: 'password', mode: 0 });
    expect(nextLoginStep('otp')).toEqual({ kind: 'code', mode: 1 });
    expect(nextLoginStep('signup')).toEqual({ kind: 'signup' });
    expect(() => nextLoginStep('maybe')).toThrow("identity check answered 'maybe'; expected one of login, signup, otp");
  });
  it("switches to code mode on 'not verified user'", () => {
    expect(switchesToCodeMode('not verified user')).toBe(true);
    expect(switchesToCodeMode('Wrong password')).toBe(false);
  });
  it('sends a logged-in user to /home or to the order page after a quick login', () => {
    expect(afterLoginTarget(false, '/order/merchant/1')).toBe('/home');
    expect(afterLoginTarget(true, '/order/merchant/1')).toBe('/order/merchant/1');
    expect(afterLoginTarget(true, null)).toBe('/home');
  });
});
