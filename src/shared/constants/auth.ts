/** Limits of the sign-in flows (seeds 000 §9 and 002): the code expiries equal the client's countdowns. */
import { LOGIN_CODE_COUNTDOWN_SECONDS, OTP_CODE_LENGTH, VERIFICATION_COUNTDOWN_SECONDS } from '../rules/constants';
import type { IdentityCheckAnswer } from '../rules/login';

export const ONE_TIME_CODE_LENGTH = OTP_CODE_LENGTH;
/** Login code lifetime: the 10-minute countdown of the code-mode login form. */
export const LOGIN_CODE_TTL_SECONDS = LOGIN_CODE_COUNTDOWN_SECONDS;
/** Quick login (ordering) and register (sign-up) flows use a shorter, 5-minute code. */
export const QUICK_CODE_TTL_SECONDS = 5 * 60;
/** E-mail or phone verification from the profile: the 300-second countdown. */
export const VERIFICATION_CODE_TTL_SECONDS = VERIFICATION_COUNTDOWN_SECONDS;
/** A code that was entered wrongly this many times is dead even if it has not expired. */
export const MAX_CODE_ATTEMPTS = 5;
/** At most this many codes are sent to one phone or e-mail per window (spam and SMS cost guard). */
export const MAX_CODES_PER_IDENTITY = 5;
export const CODE_REQUEST_WINDOW_SECONDS = 10 * 60;
/** Session lifetimes: members stay signed in for 30 days, guests for one day. */
export const MEMBER_TOKEN_TTL_SECONDS = 30 * 24 * 3600;
export const GUEST_TOKEN_TTL_SECONDS = 24 * 3600;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** What the identity check tells the login form to show next. */
export type IdentityNext = IdentityCheckAnswer;
/** Why a one-time code was sent; each purpose has its own lifetime. */
/** `register`: the code a customer tells the cashier at a register (seed 001 §2 /vendpayment). */
export type CodePurpose = 'login' | 'quick' | 'signup' | 'verify' | 'reset' | 'register';

export const CODE_TTL_SECONDS: Record<CodePurpose, number> = {
  login: LOGIN_CODE_TTL_SECONDS,
  quick: QUICK_CODE_TTL_SECONDS,
  signup: QUICK_CODE_TTL_SECONDS,
  verify: VERIFICATION_CODE_TTL_SECONDS,
  reset: LOGIN_CODE_TTL_SECONDS,
  register: QUICK_CODE_TTL_SECONDS,
};

/**
 * Password-like logins (password, membership number, POS) per account: this many wrong passwords are checked, then
 * the account pauses for LOGIN_LOCK_FIRST_SECONDS, doubling with every further wrong password up to
 * LOGIN_LOCK_MAX_SECONDS. A right password clears the count; failures are forgotten after a quiet day.
 */
export const LOGIN_FREE_FAILURES = 5;
export const LOGIN_LOCK_FIRST_SECONDS = 60;
export const LOGIN_LOCK_MAX_SECONDS = 60 * 60;
export const LOGIN_FAILURE_MEMORY_SECONDS = 24 * 3600;
