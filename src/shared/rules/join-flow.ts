import { SIGNUP_TOKEN_LOGOUT_DELAY_MS } from '../constants/join';
import { RULE_MESSAGES } from './messages';

export interface JoinFlowContext {
  loggedIn: boolean;
  /** Merchant.joined as reported after login; undefined counts as not joined. */
  joined: boolean | null | undefined;
  /** The user arrived by a join link, a referral code or the merchant's subdomain. */
  arrivedToJoin: boolean;
  /** Merchant.isSignupTokenRequired */
  signupTokenRequired: boolean | null | undefined;
  /** A sign-up token is present in the URL. */
  hasSignupToken: boolean;
}

export type JoinFlowAction =
  | { kind: 'none' }
  /** Non-closable merchant terms popup with this message. */
  | { kind: 'acceptTerms'; message: string }
  /** Show the message, then log out after 3 s. */
  | { kind: 'logout'; message: string; delayMs: number };

/** Join flow after login (section 4). */
export function joinFlowAction(ctx: JoinFlowContext): JoinFlowAction {
  if (!ctx.loggedIn || ctx.joined === true || !ctx.arrivedToJoin) return { kind: 'none' };
  if (ctx.signupTokenRequired && !ctx.hasSignupToken) {
    return { kind: 'logout', message: RULE_MESSAGES.signupTokenRequired, delayMs: SIGNUP_TOKEN_LOGOUT_DELAY_MS };
  }
  return { kind: 'acceptTerms', message: RULE_MESSAGES.notJoinedAcceptTerm };
}

export interface OrderButtonContext {
  loggedIn: boolean;
  termsAccepted: boolean;
  /** Merchant.guestLoginType: 'none' or another type. */
  guestLoginType: string | null | undefined;
}

export type OrderButtonAction = 'order' | 'acceptTerms' | 'login' | 'quickLogin';

/**
 * Order button on the merchant page with orders enabled (section 4): a visitor who is not logged in goes to login
 * when the guest login type is none, to quick login otherwise; a logged-in user must have accepted the terms.
 */
export function orderButtonAction(ctx: OrderButtonContext): OrderButtonAction {
  if (!ctx.loggedIn) return (ctx.guestLoginType ?? 'none') === 'none' ? 'login' : 'quickLogin';
  return ctx.termsAccepted ? 'order' : 'acceptTerms';
}
