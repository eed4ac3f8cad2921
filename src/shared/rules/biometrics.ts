import { RULE_MESSAGES } from './messages';

export interface BiometricUser {
  isEmailVerified?: boolean | null;
  isPhoneVerified?: boolean | null;
}

/**
 * Biometric setup needs a verified e-mail or phone (section 5); otherwise the alert titled "Can't verify" with the
 * text 'Could not verify'. Null when setup may go ahead.
 */
export function biometricSetupError(user: BiometricUser): { title: string; message: string } | null {
  if (user.isEmailVerified || user.isPhoneVerified) return null;
  return { title: RULE_MESSAGES.cantVerify, message: RULE_MESSAGES.couldNotVerify };
}

/** Toggling verification before a credential is registered warns 'Verify your identity'. */
export function biometricToggleWarning(registered: boolean): string | null {
  return registered ? null : RULE_MESSAGES.verifyYourIdentity;
}
