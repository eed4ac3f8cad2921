/**
 * WebAuthn messages as @simplewebauthn/browser sends and reads them (base64url strings): the pieces every
 * biometric endpoint shares, and the sign-in ceremony of biometric login (seed 000 §7 'biometric options and
 * biometric login'). Limits are generous for real authenticators and small enough to refuse junk early.
 */
import * as T from '@sinclair/typebox';
import { Enum } from './common';

/** A base64url string (no padding) of at most `maxLength` characters. */
export const Base64Url = (maxLength: number) => T.String({ minLength: 1, maxLength, pattern: '^[A-Za-z0-9_-]*$' });

export const CredentialType = Enum(['public-key']);
/** How a browser reaches an authenticator (AuthenticatorTransportFuture). */
export const AUTHENTICATOR_TRANSPORTS = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] as const;
export const AuthenticatorTransport = Enum(AUTHENTICATOR_TRANSPORTS);

/** The fields every credential the browser returns carries (id, rawId, type, attachment, extension results). */
export const credentialEnvelope = {
  id: Base64Url(1024),
  rawId: Base64Url(1024),
  type: CredentialType,
  authenticatorAttachment: T.Optional(Enum(['platform', 'cross-platform'])),
  clientExtensionResults: T.Object({}, { additionalProperties: true }),
};

/** A credential the server allows or excludes, by id. */
export const CredentialDescriptor = T.Object({
  id: T.String(),
  type: CredentialType,
  transports: T.Optional(T.Array(AuthenticatorTransport)),
});

/** PublicKeyCredentialRequestOptionsJSON: what startAuthentication() needs to ask the authenticator to sign. */
export const AuthenticationOptions = T.Object({
  challenge: T.String(),
  rpId: T.Optional(T.String()),
  timeout: T.Optional(T.Integer()),
  allowCredentials: T.Optional(T.Array(CredentialDescriptor)),
  userVerification: T.Optional(Enum(['required', 'preferred', 'discouraged'])),
});

/** AuthenticationResponseJSON: the signed assertion startAuthentication() returns. */
export const AuthenticationResponse = T.Object(
  {
    ...credentialEnvelope,
    response: T.Object(
      {
        clientDataJSON: Base64Url(8192),
        authenticatorData: Base64Url(65536),
        signature: Base64Url(2048),
        userHandle: T.Optional(Base64Url(1024)),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
