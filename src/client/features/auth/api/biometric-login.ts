import { startAuthentication } from '@simplewebauthn/browser';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { requestData } from '../../../lib/api';
import type { AuthSession, IdentityBody } from './types';

/** Request options for navigator.credentials.get: for one member, or (no identity) any discoverable credential. */
export function getBiometricOptions(identity: IdentityBody | null): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return requestData('/auth/biometric/options', { method: 'POST', body: identity ?? {} });
}

/**
 * Biometric login: the server's challenge goes to the platform authenticator (fingerprint or face prompt), and
 * the signed assertion comes back as a session like a password login. Any failure (no credential on this device,
 * prompt cancelled, biometric switched off, bad signature) rejects.
 */
export async function biometricLogin(input: {
  identity: IdentityBody | null;
  isTermChecked?: boolean;
  language?: string;
}): Promise<AuthSession> {
  const optionsJSON = await getBiometricOptions(input.identity);
  const credential = await startAuthentication({ optionsJSON });
  return requestData('/auth/biometric/login', {
    method: 'POST',
    body: {
      credential,
      ...(input.isTermChecked !== undefined && { isTermChecked: input.isTermChecked }),
      ...(input.language && { language: input.language }),
    },
  });
}
