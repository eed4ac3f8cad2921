/** A sign-in identity: exactly one of a phone number (E.164-ish, with dial code) or an e-mail address. */
export type Identity = { kind: 'phone'; value: string } | { kind: 'email'; value: string };

const PHONE_RE = /^\+[1-9]\d{6,14}$/;
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Phone numbers are compared without spaces, dashes or brackets; the dial code must be present (+976…). */
export function normalizePhone(raw: string): string | null {
  const cleaned = raw.replace(/[\s\-().]/g, '');
  return PHONE_RE.test(cleaned) ? cleaned : null;
}

/**
 * A phone typed as a dial code and a local number (spaces, dashes, brackets and leading zeros of the local part
 * dropped) as the API takes it, or null when it is not one.
 */
export function phoneOf(dialCode: string, local: string): string | null {
  const digits = local.replace(/[\s\-().]/g, '').replace(/^0+/, '');
  return /^\d+$/.test(digits) ? normalizePhone(`${dialCode}${digits}`) : null;
}

/** Splits a full phone (+97699112233) into the dial code of the known list and the local number. */
export function splitPhone(full: string, dialCodes: readonly string[]): { dialCode: string; phone: string } | null {
  const match = [...dialCodes].sort((a, b) => b.length - a.length).find((code) => full.startsWith(code));
  return match ? { dialCode: match, phone: full.slice(match.length) } : null;
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
