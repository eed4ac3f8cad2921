import { LOGIN_MODE, type LoginMode } from '../constants/auth';
import { RULE_MESSAGES } from './messages';

/** The two ways to say who you are with a one-time code: a phone number or an e-mail address. */
export type CodeChannel = 'phone' | 'email';

/**
 * Code login is allowed (seed 000 §4 and §5, Merchant.isAllowSmsLogin): codes go by e-mail always, by SMS only where
 * the merchant allows it (tenant `login.allowSms`). The server refuses a code by SMS with 'SMS login is not allowed,
 * please use password'; the login form offers password mode instead.
 */
export function codeLoginAllowed(login: { allowSms: boolean }, channel: CodeChannel): boolean {
  return channel === 'email' || login.allowSms;
}

export interface LoginSubmitContext {
  mode: LoginMode;
  channel: CodeChannel;
  /** The tenant's login policy: SMS codes allowed, terms box required (Merchant.isTermCheckOnLogin). */
  login: { allowSms: boolean; termsOnLogin: boolean };
  termsChecked: boolean;
}

/**
 * Checks before a login is sent (section 5): one-time-PIN login where codes are not allowed gives
 * 'SMS login is not allowed, please use password'; a required but unticked terms box gives 'Accept the PDPA and
 * Merchant Terms and Conditions'. Null when the login may be sent.
 */
export function loginSubmitError(ctx: LoginSubmitContext): string | null {
  if (ctx.mode === LOGIN_MODE.otp && !codeLoginAllowed(ctx.login, ctx.channel)) return RULE_MESSAGES.smsLoginNotAllowed;
  if (ctx.login.termsOnLogin && !ctx.termsChecked) return RULE_MESSAGES.acceptTerms;
  return null;
}

/** Answers of the identity check (section 4). */
export const IDENTITY_CHECK_ANSWERS = ['login', 'signup', 'otp'] as const;
export type IdentityCheckAnswer = (typeof IDENTITY_CHECK_ANSWERS)[number];

export type LoginStep = { kind: 'password'; mode: LoginMode } | { kind: 'code'; mode: LoginMode } | { kind: 'signup' };

/** login → show the password field; signup → go to /signup with the phone or e-mail; otp → code mode. */
export function nextLoginStep(answer: string): LoginStep {
  switch (answer) {
    case 'login':
      return { kind: 'password', mode: LOGIN_MODE.password };
    case 'otp':
      return { kind: 'code', mode: LOGIN_MODE.otp };
    case 'signup':
      return { kind: 'signup' };
    default:
      throw new RangeError(`identity check answered '${answer}'; expected one of ${IDENTITY_CHECK_ANSWERS.join(', ')}`);
  }
}

/** The server error that switches the login to code mode (sections 4 and 8). */
export const NOT_VERIFIED_USER_ERROR = 'not verified user';

export function switchesToCodeMode(errorMessage: string | null | undefined): boolean {
  return (errorMessage ?? '').trim().toLowerCase() === NOT_VERIFIED_USER_ERROR;
}

/** Where a logged-in user visiting /login goes: the order page after a quick login, /home otherwise. */
export function afterLoginTarget(quickLoginFlag: boolean, orderPath: string | null | undefined): string {
  return quickLoginFlag && orderPath ? orderPath : '/home';
}
