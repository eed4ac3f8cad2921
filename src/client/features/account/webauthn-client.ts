import type { CreationOptionsJson, RegistrationBody } from './api/biometric';

const fromB64url = (value: string): ArrayBuffer => {
  const base64 = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return bytes.buffer;
};
const toB64url = (buffer: ArrayBuffer): string =>
  btoa(String.fromCharCode(...new Uint8Array(buffer)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** Whether this browser can create platform credentials at all (WebAuthn present and a secure context). */
export function webAuthnAvailable(): boolean {
  return typeof window !== 'undefined' && window.isSecureContext && typeof window.PublicKeyCredential === 'function';
}

/**
 * Runs navigator.credentials.create with the server's options and returns what the server stores: the credential
 * id and the SPKI public key (getPublicKey(), so the server needs no CBOR decoding) with its COSE algorithm.
 */
export async function createCredential(options: CreationOptionsJson): Promise<RegistrationBody> {
  const credential = (await navigator.credentials.create({
    publicKey: {
      ...options,
      challenge: fromB64url(options.challenge),
      user: { ...options.user, id: fromB64url(options.user.id) },
    },
  })) as PublicKeyCredential | null;
  if (!credential) throw new Error('No credential was created');
  const response = credential.response as AuthenticatorAttestationResponse;
  const publicKey = response.getPublicKey();
  if (!publicKey) throw new Error('The authenticator gave no public key');
  return {
    credentialId: toB64url(credential.rawId),
    clientDataJSON: toB64url(response.clientDataJSON),
    publicKey: toB64url(publicKey),
    algorithm: response.getPublicKeyAlgorithm(),
  };
}
