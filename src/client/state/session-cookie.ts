import { sessionCookie, sessionCookieToken } from '../../shared/auth/session-cookie';
import type { SessionState } from './session-slice';

/**
 * Makes the page's session cookie (src/shared/auth/session-cookie.ts: what it is for, and why the API ignores it)
 * match the session: written when it differs, removed when signed out.
 */
export function syncSessionCookie(session: Pick<SessionState, 'token' | 'role'>, doc: Document): void {
  if (sessionCookieToken(doc.cookie) === session.token) return;
  doc.cookie = sessionCookie(session, doc.location?.protocol === 'https:');
}
