import type { MessageDescriptor } from 'react-intl';
import { normalizeEmail, phoneOf, splitPhone } from '../../../shared/auth/identity';
import { COUNTRIES } from '../../../shared/constants/countries';
import type { IdentityBody } from '../../api/auth';
import type { Channel } from './login-machine';
import { authMessages as m } from './messages';

/** What the identity fields hold: a dial code and a local number, or an e-mail address. */
export interface IdentityValues {
  dialCode: string;
  phone: string;
  email: string;
}

/** Mongolia: the dial code the phone field starts with when nothing is remembered. */
export const DEFAULT_DIAL_CODE = '+976';
const DIAL_CODES = COUNTRIES.map((country) => country.dial_code);

export const emptyIdentity = (dialCode = DEFAULT_DIAL_CODE): IdentityValues => ({ dialCode, phone: '', email: '' });

export type IdentityResult =
  { ok: true; body: IdentityBody; display: string } | { ok: false; error: MessageDescriptor };

/** The phone (dial code + number, E.164) or e-mail the API expects, or the message saying what is wrong. */
export function identityFrom(channel: Channel, values: IdentityValues): IdentityResult {
  if (channel === 'email') {
    const email = normalizeEmail(values.email);
    return email ? { ok: true, body: { email }, display: email } : { ok: false, error: m.invalidEmail };
  }
  const phone = phoneOf(values.dialCode, values.phone);
  return phone ? { ok: true, body: { phone }, display: phone } : { ok: false, error: m.invalidPhone };
}

export { splitPhone } from '../../../shared/auth/identity';

/** Identity values from /signup or /otp query strings (?phone=+976… or ?email=…). */
export function identityFromQuery(
  params: URLSearchParams,
  fallbackDialCode = DEFAULT_DIAL_CODE,
): { channel: Channel; values: IdentityValues } | null {
  const email = params.get('email');
  if (email) return { channel: 'email', values: { ...emptyIdentity(fallbackDialCode), email } };
  const phone = params.get('phone');
  if (!phone) return null;
  const split = splitPhone(phone, DIAL_CODES) ?? { dialCode: fallbackDialCode, phone: phone.replace(/^\+/, '') };
  return { channel: 'phone', values: { ...emptyIdentity(split.dialCode), phone: split.phone } };
}

/** Query string carrying an identity to another screen: `phone=%2B976…` or `email=…`. */
export function identityQuery(body: IdentityBody): string {
  return new URLSearchParams(body as Record<string, string>).toString();
}
