/**
 * Constants of the sign-in flows (seed 000 §4 and §9, seed 002 quick login), one name each. The server sends a
 * code's lifetime as `expiresIn` and every code screen counts down from that, so the client never restates it.
 */

/** Length of a one-time code (login, sign-up, verification, password reset). */
export const ONE_TIME_CODE_LENGTH = 6;
/** Login code lifetime: the 10-minute countdown of the code-mode login form. */
export const LOGIN_CODE_TTL_SECONDS = 10 * 60;
/** Quick login (ordering) and register (sign-up) flows use a shorter, 5-minute code. */
export const QUICK_CODE_TTL_SECONDS = 5 * 60;
/** E-mail or phone verification from the profile: the 300-second countdown. */
export const VERIFICATION_CODE_TTL_SECONDS = 300;
/** A code that was entered wrongly this many times is dead even if it has not expired. */
export const MAX_CODE_ATTEMPTS = 5;
/** At most this many codes are sent to one phone or e-mail per window (spam and SMS cost guard). */
export const MAX_CODES_PER_IDENTITY = 5;
export const CODE_REQUEST_WINDOW_SECONDS = 10 * 60;
export { GUEST_TOKEN_TTL_SECONDS, MEMBER_TOKEN_TTL_SECONDS } from './session-ttl';
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** Membership (card) numbers are 4 to 16 digits; the login form strips the spaces and dashes printed on cards. */
export const REF_NO_PATTERN = '^[0-9]{4,16}$';

/** Login modes (seed 000 §4): 0 password, 1 one-time PIN. */
export const LOGIN_MODE = { password: 0, otp: 1 } as const;
export type LoginMode = (typeof LOGIN_MODE)[keyof typeof LOGIN_MODE];

/** Why a one-time code was sent; each purpose has its own lifetime. */
/** `register`: the code a customer tells the cashier at a register (seed 001 §2 /vendpayment). */
export const CODE_PURPOSES = ['login', 'quick', 'signup', 'verify', 'reset', 'register'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

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

/** The login code answer's message when the code went by e-mail (seed 002 §7: shows 'Please check your email one time PIN'). */
export const OTP_SENT_TO_EMAIL = 'OTP sent to email';
