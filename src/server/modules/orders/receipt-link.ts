/**
 * The short-lived link that opens an order's PDF receipt. A browser opening a link sends no bearer token, so the link
 * carries one: a JWT (jose, HS256) naming tenant, owner, order and session, signed with a key derived (HKDF) from the
 * session's token hash. The server needs no further secret, and signing out (revoking the session) ends the link too.
 */
import { createSecretKey, hkdfSync, type KeyObject } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { SignJWT, decodeJwt, jwtVerify } from 'jose';
import type { DbOrTx } from '../../db/client';
import { sessions } from '../../db/schema';

/** A link lives this long: the customer taps the button and the browser opens the receipt at once. */
export const RECEIPT_LINK_TTL_SECONDS = 300;

export interface ReceiptHolder {
  tenantId: string;
  userId: string;
  sessionId: string;
}

/** The key of a live session's links; null when the session is revoked, expired or of another tenant. */
async function linkKey(db: DbOrTx, tenantId: string, sessionId: string, now: Date): Promise<KeyObject | null> {
  const [session] = await db
    .select({ tokenHash: sessions.tokenHash })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.tenantId, tenantId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    );
  if (!session) return null;
  return createSecretKey(Buffer.from(hkdfSync('sha256', session.tokenHash, 'livery', 'order-receipt-link', 32)));
}

export async function receiptLinkToken(db: DbOrTx, holder: ReceiptHolder, orderId: string, now: Date) {
  const key = await linkKey(db, holder.tenantId, holder.sessionId, now);
  if (!key) throw new Error('receiptLinkToken: the caller has no live session');
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ oid: orderId, sid: holder.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(holder.userId)
    .setAudience(holder.tenantId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + RECEIPT_LINK_TTL_SECONDS)
    .sign(key);
}

/** Whose receipt of `orderId` the token opens, or null when it is forged, expired, revoked or for another order. */
export async function receiptHolderOf(
  db: DbOrTx,
  token: string,
  tenantId: string,
  orderId: string,
  now: Date,
): Promise<ReceiptHolder | null> {
  try {
    // Unverified, only to find the session whose key verifies it below.
    const { sid } = decodeJwt(token);
    if (typeof sid !== 'string') return null;
    const key = await linkKey(db, tenantId, sid, now);
    if (!key) return null;
    const { payload } = await jwtVerify(token, key, { audience: tenantId, algorithms: ['HS256'], currentDate: now });
    if (typeof payload.sub !== 'string' || payload.oid !== orderId) return null;
    return { tenantId, userId: payload.sub, sessionId: sid };
  } catch {
    return null;
  }
}
