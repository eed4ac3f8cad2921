/**
 * Error messages the API returns. Wording fixed by the specs comes from shared/rules (the client matches some, e.g.
 * 'not verified user' switches the login form to code mode); the rest are the server's own.
 */
import { NOT_VERIFIED_USER_ERROR } from '../rules/login';
import { RULE_MESSAGES } from '../rules/messages';

export const MESSAGES = {
  smsLoginNotAllowed: RULE_MESSAGES.smsLoginNotAllowed,
  notVerifiedUser: NOT_VERIFIED_USER_ERROR,
  signupTokenRequired: RULE_MESSAGES.signupTokenRequired,
  notJoinedAcceptTerms: RULE_MESSAGES.notJoinedAcceptTerm,
  acceptTerms: RULE_MESSAGES.acceptTerms,
  tooManyFollowedCategories: RULE_MESSAGES.tooManyCategories,
  passwordMismatch: RULE_MESSAGES.passwordMismatch,
  /** Seed 000 §8 (POS sign-in warning). */
  posNotVerified: 'Not verified, Please tell OTP code to the cashier',
  /** Seed 000 §8: the client redirects on this. */
  merchantInactive: 'merchant is inactive',
} as const;
