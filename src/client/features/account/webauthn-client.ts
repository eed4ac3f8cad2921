import { browserSupportsWebAuthn, startRegistration } from '@simplewebauthn/browser';
import type { CreationOptions, RegistrationResponse } from '../../../shared/api/webauthn';

/** Whether this browser can create platform credentials at all (WebAuthn present and a secure context). */
export function webAuthnAvailable(): boolean {
  return typeof window !== 'undefined' && window.isSecureContext && browserSupportsWebAuthn();
}

/**
 * Runs navigator.credentials.create (through @simplewebauthn/browser, which turns the base64url fields into buffers
 * and back) with the server's options; the server verifies the whole attestation response.
 */
export function createCredential(optionsJSON: CreationOptions): Promise<RegistrationResponse> {
  return startRegistration({ optionsJSON });
}
