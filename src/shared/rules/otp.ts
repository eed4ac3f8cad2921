import { ONE_TIME_CODE_LENGTH } from '../constants/auth';
import { RULE_MESSAGES } from './messages';

const SIX_DIGITS = new RegExp(`^[0-9]{${ONE_TIME_CODE_LENGTH}}$`);

/**
 * One-time code (section 5): required ('Code required'), exactly 6 ASCII digits ('Must be 6 digit numbers').
 * Surrounding spaces (from pasting) are ignored; returns null when valid.
 */
export function validateOtpCode(code: string | null | undefined): string | null {
  const trimmed = (code ?? '').trim();
  if (trimmed === '') return RULE_MESSAGES.codeRequired;
  return SIX_DIGITS.test(trimmed) ? null : RULE_MESSAGES.codeMustBeSixDigits;
}
