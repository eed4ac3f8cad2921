import { LOGIN_MODE, type LoginMode } from '../../../shared/constants/auth';
import { codeLoginAllowed, countdownExpiry, nextLoginStep, switchesToCodeMode } from '../../../shared/rules';
import type { CodeChannel, IdentityCheckAnswer } from '../../../shared/rules';
import type { PublicTenantConfig } from '../../../shared/tenant';

/** The two ways to say who you are in the login form (Google and Facebook need provider client ids, see README). */
export type Channel = CodeChannel;

type TenantLogin = PublicTenantConfig['login'];
type LoginPolicy = Pick<TenantLogin, 'preferred' | 'allowSms'> & { methods: readonly TenantLogin['methods'][number][] };

/**
 * The login form of seed 000 §4. Steps: `identity` (phone or e-mail), then `password` or `code`; `signup` means the
 * screen goes to /signup with the identity. `codeExpiresAt` is null until a code was sent.
 */
export interface LoginState {
  mode: LoginMode;
  channel: Channel;
  step: 'identity' | 'password' | 'code' | 'signup';
  codeExpiresAt: number | null;
}

export type LoginEvent =
  | { type: 'modeChosen'; mode: LoginMode }
  | { type: 'channelChosen'; channel: Channel }
  | { type: 'identityAnswered'; answer: IdentityCheckAnswer }
  | { type: 'loginFailed'; message: string }
  | { type: 'codeSent'; expiresInSeconds: number; nowMs: number }
  | { type: 'identityEdited' };

/** The phone and e-mail channels the tenant offers, phone first. */
export function channelsOf(policy: LoginPolicy): Channel[] {
  return (['phone', 'email'] as const).filter((channel) => policy.methods.includes(channel));
}

/** The form as it first appears: the tenant's preferred login ('phone-otp' → phone, one-time PIN). */
export function initialLoginState(policy: LoginPolicy): LoginState {
  const channels = channelsOf(policy);
  const preferred: Channel = policy.preferred.startsWith('email') ? 'email' : 'phone';
  const channel = channels.includes(preferred) ? preferred : (channels[0] ?? 'phone');
  const wantsOtp = policy.preferred.endsWith('-otp') && codeLoginAllowed(policy, channel);
  return { mode: wantsOtp ? LOGIN_MODE.otp : LOGIN_MODE.password, channel, step: 'identity', codeExpiresAt: null };
}

const toCode = (state: LoginState): LoginState => ({
  ...state,
  mode: LOGIN_MODE.otp,
  step: 'code',
  codeExpiresAt: null,
});

export function loginReducer(policy: LoginPolicy, state: LoginState, event: LoginEvent): LoginState {
  switch (event.type) {
    case 'modeChosen':
      return { ...state, mode: event.mode, step: 'identity', codeExpiresAt: null };
    case 'channelChosen':
      return { ...state, channel: event.channel, step: 'identity', codeExpiresAt: null };
    case 'identityEdited':
      return { ...state, step: 'identity', codeExpiresAt: null };
    case 'identityAnswered': {
      const next = nextLoginStep(event.answer);
      if (next.kind === 'signup') return { ...state, step: 'signup' };
      const canOtp = codeLoginAllowed(policy, state.channel);
      // The user picked one-time PIN: a member with a password may still log in by code when codes are allowed.
      if (next.kind === 'code' || (state.mode === LOGIN_MODE.otp && canOtp)) {
        return canOtp ? toCode(state) : { ...state, mode: LOGIN_MODE.password, step: 'password' };
      }
      return { ...state, mode: LOGIN_MODE.password, step: 'password', codeExpiresAt: null };
    }
    case 'loginFailed':
      // 'not verified user' switches to code mode (§4); other failures keep the form as it is.
      return switchesToCodeMode(event.message) && codeLoginAllowed(policy, state.channel) ? toCode(state) : state;
    case 'codeSent':
      return { ...state, step: 'code', codeExpiresAt: countdownExpiry(event.nowMs, event.expiresInSeconds) };
  }
}

/** True when the step needs a code sent before the code field is useful. */
export function needsCode(state: LoginState): boolean {
  return state.step === 'code' && state.codeExpiresAt === null;
}
