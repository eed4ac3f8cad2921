import { RULE_MESSAGES } from './messages';

export type DecodedPhone = { ok: true; phone: string } | { ok: false; error: string };

/** E.164-like: an optional '+' and 6 to 15 digits. */
const PHONE = /^\+?\d{6,15}$/;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * The phone of /sign-in-with-pos/{phone} is base64 encoded (section 2). Accepts standard and URL-safe base64, with
 * or without padding and percent-encoding from the URL; the decoded text must be a phone number (spaces and dashes
 * are dropped). Uses `atob`, present in browsers and in Node 16+.
 */
export function decodePosPhone(segment: string | null | undefined): DecodedPhone {
  let text = (segment ?? '').trim();
  try {
    text = decodeURIComponent(text);
  } catch {
    return { ok: false, error: `the phone in the link is not valid URL text: '${segment}'` };
  }
  let b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  if (b64 === '' || !BASE64.test(b64) || b64.replace(/=+$/, '').length % 4 === 1) {
    return {
      ok: false,
      error: `the phone in the link must be base64 (e.g. ${encodePosPhone('+97688112233')}), got '${text}'`,
    };
  }
  b64 = b64.padEnd(Math.ceil(b64.length / 4) * 4, '=');
  const phone = atob(b64).replace(/[\s-]/g, '');
  if (!PHONE.test(phone)) {
    return { ok: false, error: `the link decodes to '${phone}', which is not a phone number ('+' and 6 to 15 digits)` };
  }
  return { ok: true, phone };
}

/** Builds the /sign-in-with-pos/{phone} segment for a phone (URL-safe base64, no padding). */
export function encodePosPhone(phone: string): string {
  return btoa(phone).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** POS sign-in password confirmation must equal the password ('Password doesn't match'); null when it does. */
export function validatePasswordConfirmation(password: string, confirmation: string): string | null {
  return password === confirmation ? null : RULE_MESSAGES.passwordMismatch;
}
