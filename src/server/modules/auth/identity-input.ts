import type { Static } from '@sinclair/typebox';
import type { guestLogin } from '../../../shared/api/auth';
import { normalizeEmail, normalizePhone, type Identity } from '../../../shared/auth/identity';
import { badRequest } from '../../lib/app-error';

/** The phone and e-mail fields every sign-in body has (the guest login body is just them). */
export type IdentityInput = Static<typeof guestLogin.body>;

/** Exactly one of phone or email, normalised; the error names the field and the expected form. */
export function parseIdentity(input: IdentityInput): Identity {
  if (input.phone !== undefined && input.email !== undefined) {
    throw badRequest('Send either phone or email, not both', 'phone');
  }
  if (input.phone !== undefined) {
    const value = normalizePhone(input.phone);
    if (!value) throw badRequest('phone must be a phone number with its dial code, e.g. +97699112233', 'phone');
    return { kind: 'phone', value };
  }
  if (input.email !== undefined) {
    const value = normalizeEmail(input.email);
    if (!value) throw badRequest('email must be an e-mail address such as name@example.com', 'email');
    return { kind: 'email', value };
  }
  throw badRequest('phone or email is required', 'phone');
}
