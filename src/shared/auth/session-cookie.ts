/**
 * The stored session's copy as a cookie, for navigations only (issue 14): a navigation never carries the bearer token
 * the app keeps in localStorage, so without it the server could not draw a returning member's cart into index.html.
 * The cookie holds the same token localStorage does (same exposure: this origin's scripts can read both), is
 * `SameSite=Strict` (a link from another site arrives without it) and is read only by the server's first-screen
 * renderer (src/server/modules/first-render), to draw the member's own page; the API accepts the bearer header alone,
 * so the cookie opens no cross-site request to it (no CSRF surface).
 */
import { GUEST_TOKEN_TTL_SECONDS, MEMBER_TOKEN_TTL_SECONDS } from '../constants/session-ttl';

export const SESSION_COOKIE = 'livery_session';

/** The `document.cookie` assignment that stores the session's token, or removes the cookie when there is none. */
export function sessionCookie(session: { token: string | null; role: string }, secure: boolean): string {
  const attributes = `; Path=/; SameSite=Strict${secure ? '; Secure' : ''}`;
  if (!session.token) return `${SESSION_COOKIE}=${attributes}; Max-Age=0`;
  // The token's own lifetime: the cookie outlives the session by at most the time since sign-in (the server checks).
  const maxAge = session.role === 'guest' ? GUEST_TOKEN_TTL_SECONDS : MEMBER_TOKEN_TTL_SECONDS;
  return `${SESSION_COOKIE}=${encodeURIComponent(session.token)}${attributes}; Max-Age=${maxAge}`;
}

/** The token in a `Cookie` header or in `document.cookie`, or null. */
export function sessionCookieToken(cookies: string | undefined): string | null {
  const value = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([^;]*)`).exec(cookies ?? '')?.[1];
  if (!value) return null;
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}
