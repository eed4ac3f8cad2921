/** Joining a merchant (seed 000 §4 join flow). */

/** Joined without a sign-up token: the user is logged out after this delay. */
export const SIGNUP_TOKEN_LOGOUT_DELAY_MS = 3000;
