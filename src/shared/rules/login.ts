import { LOGIN_MODE, type LoginMode } from './constants';
import { RULE_MESSAGES } from './messages';

export interface LoginSubmitContext {
  mode: LoginMode;
  /** Merchant.isAllowSmsLogin */
  merchantAllowsOtpLogin: boolean | null | undefined;
  /** Merchant.isTermCheckOnLogin */
  termsRequired: boolean | null | undefined;
  termsChecked: boolean;
}

/**
 * Checks before a login is sent (section 5): one-time-PIN login when the merchant disallows it gives
 * 'SMS login is not allowed, please use password'; a required but unticked terms box gives 'Accept the PDPA and
 * Merchant Terms and Conditions'. Null when the login may be sent.
 */
export function loginSubmitError(ctx: LoginSubmitContext): string | null {
  if (ctx.mode === LOGIN_MODE.otp && ctx.merchantAllowsOtpLogin === false) return RULE_MESSAGES.smsLoginNotAllowed;
  if (ctx.termsRequired && !ctx.termsChecked) return RULE_MESSAGES.acceptTerms;
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
