/**
 * The member's cart drawn by the server (issue 14): a returning member who opens their cart by its address gets it in
 * index.html, lines, outlet and checkout panel, instead of a page that waits for the app's JavaScript and reads. A
 * navigation carries no bearer token (the app keeps it in localStorage), so the app copies it into a `SameSite=Strict`
 * cookie for navigations (src/shared/auth/session-cookie.ts); this module reads that cookie for the renderer alone.
 * The API never reads it: the renderer's calls send it as `authorization: Bearer`, checked as any other request's
 * (expired, revoked or another tenant's: the renderer draws nothing and the page stays as built).
 */
import type { FastifyRequest } from 'fastify';
import { sessionCookieToken } from '../../../shared/auth/session-cookie';
import { readTableParams } from '../../../shared/rules/ordering/table-qr';

/** The cart's addresses (src/client/features/ordering/checkout/routes.ts): one screen, the member's cart. */
const MEMBER_PATHS = [/^\/order\/cart\/[^/]+$/, /^\/order\/loyalty\/checkout\/[^/]+$/];
/** Printable ASCII without spaces, as long as a token may be. */
const TOKEN_SHAPE = /^[\x21-\x7e]{10,200}$/;

/**
 * For a navigation to a member's screen, the session cookie's token to draw it with, or null when it is left to the
 * app (no cookie; a table token's address, whose table session lives in the browser's storage); undefined for any
 * other path.
 */
export function memberScreenToken(
  request: Pick<FastifyRequest, 'headers'>,
  pathname: string,
  search: string,
): string | null | undefined {
  if (!MEMBER_PATHS.some((pattern) => pattern.test(pathname))) return undefined;
  if (readTableParams(new URLSearchParams(search)).tableToken !== null) return null;
  const token = sessionCookieToken(request.headers.cookie);
  // Only what could be a bearer token (plugins/auth.ts reads `\S{10,200}`) goes into the renderer's header.
  return token !== null && TOKEN_SHAPE.test(token) ? token : null;
}
