import type { GuestLoginType } from '../../../../../shared/tenant/tenant-config.generated';

/** Which field the guest tab shows for the merchant's guest login type ('none' has no guest tab at all). */
export function guestChannel(type: GuestLoginType): 'phone' | 'email' {
  return type.startsWith('phone') ? 'phone' : 'email';
}

export type GuestBody = { phone: string } | { email: string } | Record<string, never>;

/**
 * The body of a guest login (seed 002 §5): the phone goes as dial code, a space, then the number; a required phone
 * with neither number nor dial code is 'phoneRequired', a required e-mail left empty 'emailRequired'. Optional ones
 * are sent only when given.
 */
export function guestLoginBody(
  type: GuestLoginType,
  entered: { dialCode: string; phone: string; email: string },
): { ok: true; body: GuestBody } | { ok: false; problem: 'phoneRequired' | 'emailRequired' } {
  if (guestChannel(type) === 'phone') {
    const dialCode = entered.dialCode.trim();
    const phone = entered.phone.trim();
    if (type === 'phone-required' && (!phone || !dialCode)) return { ok: false, problem: 'phoneRequired' };
    return { ok: true, body: phone ? { phone: `${dialCode} ${phone}` } : {} };
  }
  const email = entered.email.trim();
  if (type === 'email-required' && !email) return { ok: false, problem: 'emailRequired' };
  return { ok: true, body: email ? { email } : {} };
}
