/**
 * The sandbox's webhook signature (issue 12): `Livery-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256>` over
 * `<t>.<raw body>` with the webhook secret — the scheme Stripe uses, so the sandbox proves the same checks a real
 * provider needs: the raw bytes are what is signed, a forged or altered body fails, and a signature older than the
 * tolerance fails (a replay within it is stopped by the event id instead).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookRejected } from './provider';

export const SANDBOX_SIGNATURE_HEADER = 'livery-signature';
/** How old a signature may be: longer than any self-delivery, short enough that a captured request soon expires. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const hmacHex = (secret: string, timestamp: number, rawBody: Buffer | string) =>
  createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');

export function signSandboxWebhook(secret: string, rawBody: Buffer | string, now: Date): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${hmacHex(secret, timestamp, rawBody)}`;
}

/** Throws WebhookRejected unless `header` is a fresh signature of `rawBody` with `secret`. */
export function verifySandboxWebhook(secret: string, rawBody: Buffer, header: unknown, now: Date): void {
  if (typeof header !== 'string') throw new WebhookRejected(`missing ${SANDBOX_SIGNATURE_HEADER} header`);
  const parts = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isSafeInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given))
    throw new WebhookRejected(`${SANDBOX_SIGNATURE_HEADER} must be t=<seconds>,v1=<64 hex digits>`);
  if (Math.abs(now.getTime() / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS)
    throw new WebhookRejected('the signature is older than the tolerance');
  const expected = Buffer.from(hmacHex(secret, timestamp, rawBody), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(given, 'hex'))) throw new WebhookRejected('the signature does not match');
}

/** Environment variable of the sandbox's webhook secret; outside production a fixed development secret stands in. */
export const SANDBOX_SECRET_ENV = 'LIVERY_SANDBOX_WEBHOOK_SECRET';
const DEVELOPMENT_SECRET = 'livery-sandbox-development-secret';

export function sandboxWebhookSecret(env: string, variables: NodeJS.ProcessEnv = process.env): string {
  const secret = variables[SANDBOX_SECRET_ENV];
  if (secret) return secret;
  if (env === 'production')
    throw new Error(`${SANDBOX_SECRET_ENV} must be set in production for the sandbox's signed webhooks`);
  return DEVELOPMENT_SECRET;
}
