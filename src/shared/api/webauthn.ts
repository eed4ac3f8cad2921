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

/** RegistrationResponseJSON: the new credential startRegistration() returns (biometric setup, /webAuth). */
export const RegistrationResponse = T.Object(
  {
    ...credentialEnvelope,
    response: T.Object(
      {
        clientDataJSON: Base64Url(8192),
        attestationObject: Base64Url(65536),
        authenticatorData: T.Optional(Base64Url(65536)),
        // Any string: a browser may name a transport newer than this server knows; it is stored, never trusted.
        transports: T.Optional(T.Array(T.String({ maxLength: 32 }), { maxItems: 8 })),
        publicKeyAlgorithm: T.Optional(T.Integer()),
        publicKey: T.Optional(Base64Url(8192)),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type RegistrationResponse = T.Static<typeof RegistrationResponse>;

/** PublicKeyCredentialCreationOptionsJSON: what startRegistration() needs to create a credential, every field set. */
export const CreationOptions = T.Object({
  challenge: T.String(),
  rp: T.Object({ id: T.Optional(T.String()), name: T.String() }),
  user: T.Object({ id: T.String(), name: T.String(), displayName: T.String() }),
  pubKeyCredParams: T.Array(T.Object({ type: CredentialType, alg: T.Integer() })),
  timeout: T.Optional(T.Integer()),
  attestation: T.Optional(Enum(['none', 'indirect', 'direct', 'enterprise'])),
  excludeCredentials: T.Optional(T.Array(CredentialDescriptor)),
  authenticatorSelection: T.Optional(
    T.Object({
      authenticatorAttachment: T.Optional(Enum(['platform', 'cross-platform'])),
      residentKey: T.Optional(Enum(['required', 'preferred', 'discouraged'])),
      requireResidentKey: T.Optional(T.Boolean()),
      userVerification: T.Optional(Enum(['required', 'preferred', 'discouraged'])),
    }),
  ),
  extensions: T.Optional(T.Object({ credProps: T.Optional(T.Boolean()) })),
  hints: T.Optional(T.Array(Enum(['hybrid', 'security-key', 'client-device']))),
});
export type CreationOptions = T.Static<typeof CreationOptions>;
