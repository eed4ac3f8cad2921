import type { IntlShape } from 'react-intl';
import { isApiError } from '../../api/api-error';
import { authMessages as m } from './messages';

// Server error codes whose message the spec fixes: shown translated instead of the server's English text.
const TRANSLATED_CODES = {
  SMS_LOGIN_NOT_ALLOWED: m.smsLoginNotAllowed,
  TERMS_REQUIRED: m.acceptTerms,
  PASSWORD_MISMATCH: m.passwordMismatch,
  SIGNUP_TOKEN_REQUIRED: m.signupTokenRequired,
} as const;

/** The text to show for a failed call: a translated spec message when known, else the server's own message. */
export function errorText(intl: IntlShape, error: unknown): string {
  if (isApiError(error)) {
    const known = TRANSLATED_CODES[error.code as keyof typeof TRANSLATED_CODES];
    if (known) return intl.formatMessage(known);
    if (error.status === 0) return intl.formatMessage(m.somethingWentWrong);
    return error.message;
  }
  return intl.formatMessage(m.somethingWentWrong);
}
