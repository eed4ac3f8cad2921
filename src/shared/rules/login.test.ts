import { LOGIN_MODE } from './constants';
import { afterLoginTarget, loginSubmitError, nextLoginStep, switchesToCodeMode } from './login';

describe('login (sections 4 and 5)', () => {
  const ctx = { mode: LOGIN_MODE.password, merchantAllowsOtpLogin: true, termsRequired: false, termsChecked: false };
  it('modes are 0 password and 1 one-time PIN', () => {
    expect(LOGIN_MODE).toEqual({ password: 0, otp: 1 });
  });
  it('refuses one-time-PIN login when the merchant disallows it', () => {
    expect(loginSubmitError({ ...ctx, mode: LOGIN_MODE.otp, merchantAllowsOtpLogin: false })).toBe(
      'SMS login is not allowed, please use password',
    );
    expect(loginSubmitError({ ...ctx, merchantAllowsOtpLogin: false })).toBeNull();
    expect(loginSubmitError({ ...ctx, mode: LOGIN_MODE.otp })).toBeNull();
  });
  it('needs the terms box when the merchant requires it', () => {
    expect(loginSubmitError({ ...ctx, termsRequired: true })).toBe('Accept the PDPA and Merchant Terms and Conditions');
    expect(loginSubmitError({ ...ctx, termsRequired: true, termsChecked: true })).toBeNull();
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
