/**
 * WebAuthn as it crosses the wire (JSON, binary fields base64url): the creation options the server hands to the
 * browser's startRegistration(), and the registration and authentication responses the browser sends back
 * (@simplewebauthn/browser's RegistrationResponseJSON / AuthenticationResponseJSON). Biometric setup (account) and
 * biometric login (auth) both use these.
 */
import * as T from '@sinclair/typebox';
import { Enum, Str } from './common';

const Base64Url = (maxLength: number) => Str(maxLength, { minLength: 1, pattern: '^[A-Za-z0-9_-]*$' });

const CredentialType = Enum(['public-key']);
const AuthenticatorAttachment = Enum(['platform', 'cross-platform']);
const UserVerification = Enum(['required', 'preferred', 'discouraged']);

/** Fields every credential the browser returns carries, whatever the ceremony. */
const credentialEnvelope = {
  id: Base64Url(1024),
  rawId: Base64Url(1024),
  type: CredentialType,
  authenticatorAttachment: T.Optional(AuthenticatorAttachment),
  clientExtensionResults: T.Object({}, { additionalProperties: true }),
};

/** navigator.credentials.create() result, as startRegistration() returns it. */
export const RegistrationResponse = T.Object(
  {
    ...credentialEnvelope,
    response: T.Object(
      {
        clientDataJSON: Base64Url(8192),
        attestationObject: Base64Url(65536),
        authenticatorData: T.Optional(Base64Url(65536)),
        transports: T.Optional(T.Array(Str(32), { maxItems: 8 })),
        publicKeyAlgorithm: T.Optional(T.Integer()),
        publicKey: T.Optional(Base64Url(8192)),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type RegistrationResponse = T.Static<typeof RegistrationResponse>;

/** navigator.credentials.get() result, as startAuthentication() returns it. */
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
export type AuthenticationResponse = T.Static<typeof AuthenticationResponse>;

/** A credential the browser should exclude (registration) or allow (login). */
const CredentialDescriptor = T.Object({
  id: T.String(),
  type: T.String({ description: "'public-key'" }),
  transports: T.Optional(T.Array(T.String())),
});

/** PublicKeyCredentialCreationOptionsJSON: what startRegistration() takes, every field the server sets. */
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
      authenticatorAttachment: T.Optional(AuthenticatorAttachment),
      residentKey: T.Optional(Enum(['required', 'preferred', 'discouraged'])),
      requireResidentKey: T.Optional(T.Boolean()),
      userVerification: T.Optional(UserVerification),
    }),
  ),
  extensions: T.Optional(T.Object({ credProps: T.Optional(T.Boolean()) })),
  hints: T.Optional(T.Array(Enum(['hybrid', 'security-key', 'client-device']))),
});
export type CreationOptions = T.Static<typeof CreationOptions>;
