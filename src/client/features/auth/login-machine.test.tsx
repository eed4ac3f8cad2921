import { LOGIN_MODE } from '../../../shared/constants/auth';
import { RULE_MESSAGES, codeLoginAllowed } from '../../../shared/rules';
import { channelsOf, initialLoginState, loginReducer, needsCode } from './login-machine';
import type { LoginEvent, LoginState } from './login-machine';

const smsTenant = { preferred: 'phone-otp', methods: ['phone', 'email', 'google'], allowSms: true } as const;
const noSmsTenant = { preferred: 'email', methods: ['email', 'phone'], allowSms: false } as const;

const run = (policy: Parameters<typeof loginReducer>[0], events: LoginEvent[], from?: LoginState) =>
  events.reduce((state, event) => loginReducer(policy, state, event), from ?? initialLoginState(policy));

describe('login state machine (seed 000 §4)', () => {
  test('starts from the tenant preference: phone-otp is phone in one-time PIN mode', () => {
    expect(initialLoginState(smsTenant)).toEqual({
      mode: LOGIN_MODE.otp,
      channel: 'phone',
      step: 'identity',
      codeExpiresAt: null,
    });
    expect(initialLoginState(noSmsTenant)).toMatchObject({ mode: LOGIN_MODE.password, channel: 'email' });
  });

  test('a preferred phone-otp without SMS falls back to password mode', () => {
    expect(initialLoginState({ preferred: 'phone-otp', methods: ['phone'], allowSms: false }).mode).toBe(
      LOGIN_MODE.password,
    );
  });

  test('offers only phone and e-mail channels the tenant lists, phone first', () => {
    expect(channelsOf(smsTenant)).toEqual(['phone', 'email']);
    expect(channelsOf({ ...smsTenant, methods: ['email', 'facebook'] })).toEqual(['email']);
    expect(codeLoginAllowed(noSmsTenant, 'phone')).toBe(false);
    expect(codeLoginAllowed(noSmsTenant, 'email')).toBe(true);
  });

  test('identity answer login shows the password field in password mode', () => {
    const state = run(smsTenant, [
      { type: 'modeChosen', mode: LOGIN_MODE.password },
      { type: 'identityAnswered', answer: 'login' },
    ]);
    expect(state).toMatchObject({ step: 'password', mode: LOGIN_MODE.password });
  });

  test('identity answer login in one-time PIN mode goes to code mode when codes are allowed', () => {
    expect(run(smsTenant, [{ type: 'identityAnswered', answer: 'login' }])).toMatchObject({
      step: 'code',
      mode: LOGIN_MODE.otp,
    });
  });

  test('identity answer otp goes to code mode; signup goes to sign-up', () => {
    const password = { type: 'modeChosen', mode: LOGIN_MODE.password } as const;
    expect(run(smsTenant, [password, { type: 'identityAnswered', answer: 'otp' }])).toMatchObject({
      step: 'code',
      mode: LOGIN_MODE.otp,
    });
    expect(run(smsTenant, [{ type: 'identityAnswered', answer: 'signup' }]).step).toBe('signup');
  });

  test('an otp answer on a phone without SMS stays on the password field', () => {
    const phone = { type: 'channelChosen', channel: 'phone' } as const;
    expect(run(noSmsTenant, [phone, { type: 'identityAnswered', answer: 'otp' }])).toMatchObject({ step: 'password' });
  });

  test("'not verified user' switches to code mode; other failures keep the form", () => {
    const atPassword = run(smsTenant, [
      { type: 'modeChosen', mode: LOGIN_MODE.password },
      { type: 'identityAnswered', answer: 'login' },
    ]);
    expect(
      loginReducer(smsTenant, atPassword, { type: 'loginFailed', message: 'Wrong phone, e-mail or password' }),
    ).toBe(atPassword);
    const switched = loginReducer(smsTenant, atPassword, { type: 'loginFailed', message: 'not verified user' });
    expect(switched).toMatchObject({ step: 'code', mode: LOGIN_MODE.otp, codeExpiresAt: null });
    expect(needsCode(switched)).toBe(true);
  });

  test('a sent code starts the 10-minute countdown; editing the identity clears it', () => {
    const sent = run(smsTenant, [
      { type: 'identityAnswered', answer: 'otp' },
      { type: 'codeSent', expiresInSeconds: 600, nowMs: 1_000 },
    ]);
    expect(sent.codeExpiresAt).toBe(601_000);
    expect(needsCode(sent)).toBe(false);
    expect(loginReducer(smsTenant, sent, { type: 'identityEdited' })).toMatchObject({
      step: 'identity',
      codeExpiresAt: null,
    });
  });

  test('the one-time PIN messages are the spec wording', () => {
    expect(RULE_MESSAGES.smsLoginNotAllowed).toBe('SMS login is not allowed, please use password');
  });
});
