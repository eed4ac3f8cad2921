/**
 * Session lifetimes: members stay signed in for 30 days, guests for one day. Their own module (re-exported by
 * ./auth.ts) because the app's entry needs them for the session cookie (src/shared/auth/session-cookie.ts), and
 * importing ./auth.ts there brought all of its constants along (~0.2 KB gzip on every route, issue 14's budget).
 */
export const MEMBER_TOKEN_TTL_SECONDS = 30 * 24 * 3600;
export const GUEST_TOKEN_TTL_SECONDS = 24 * 3600;
