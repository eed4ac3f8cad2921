/** A sign-in identity: exactly one of a phone number (E.164-ish, with dial code) or an e-mail address. */
export type Identity = { kind: 'phone'; value: string } | { kind: 'email'; value: string };

const PHONE_RE = /^\+[1-9]\d{6,14}$/;
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Phone numbers are compared without spaces, dashes or brackets; the dial code must be present (+976…). */
export function normalizePhone(raw: string): string | null {
  const cleaned = raw.replace(/[\s\-().]/g, '');
  return PHONE_RE.test(cleaned) ? cleaned : null;
}

/** E-mail addresses are compared case-insensitively and without surrounding spaces. */
export function normalizeEmail(raw: string): string | null {
  const cleaned = raw.trim().toLowerCase();
  return EMAIL_RE.test(cleaned) && cleaned.length <= 254 ? cleaned : null;
}

/** The identity key under which codes and rate limits are kept, e.g. `phone:+97699112233`. */
export function identityKey(identity: Identity): string {
  return `${identity.kind}:${identity.value}`;
}

/** Shows a phone or e-mail with most of it hidden, for "code sent to …" messages. */
export function maskIdentity(identity: Identity): string {
  if (identity.kind === 'phone') return `${identity.value.slice(0, 4)}****${identity.value.slice(-2)}`;
  const [local, domain] = identity.value.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}
