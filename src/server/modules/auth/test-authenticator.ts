import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A software platform authenticator for API tests: a real P-256 key pair (node:crypto) that answers registration
 * options with a 'none' attestation and request options with ES256-signed assertions, exactly as a browser's
 * navigator.credentials would after the fingerprint touch. Every knob a test needs to forge a bad response is an
 * option (origin, RP ID, challenge, user verification, counter).
 */
export class TestAuthenticator {
  readonly credentialId = randomBytes(16).toString('base64url');
  private readonly privateKey: KeyObject;
  private readonly cosePublicKey: Uint8Array;
  counter = 0;

  constructor() {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = privateKey;
    const jwk = publicKey.export({ format: 'jwk' });
    // COSE_Key of an EC2 P-256 ES256 key: kty 2, alg -7, crv 1, x, y.
    this.cosePublicKey = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, new Uint8Array(Buffer.from(jwk.x!, 'base64url'))],
        [-3, new Uint8Array(Buffer.from(jwk.y!, 'base64url'))],
      ]),
    );
  }

  private authenticatorData(rpId: string, options: { userVerified: boolean; attested: boolean }) {
    const rpIdHash = createHash('sha256').update(rpId).digest();
    // Flags: UP (0x01) always, UV (0x04) when the fingerprint was checked, AT (0x40) with attested credential data.
    const flags = 0x01 | (options.userVerified ? 0x04 : 0) | (options.attested ? 0x40 : 0);
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    const parts = [rpIdHash, Buffer.from([flags]), counter];
    if (options.attested) {
      const id = Buffer.from(this.credentialId, 'base64url');
      const length = Buffer.alloc(2);
      length.writeUInt16BE(id.length);
      parts.push(Buffer.alloc(16), length, id, Buffer.from(this.cosePublicKey));
    }
    return Buffer.concat(parts);
  }

  /** What startRegistration() would send for these creation options. */
  register(options: { challenge: string; rp: { id?: string } }, origin: string, override: { rpId?: string } = {}) {
    const rpId = override.rpId ?? options.rp.id ?? '';
    const clientDataJSON = Buffer.from(
      JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin, crossOrigin: false }),
    );
    const authData = this.authenticatorData(rpId, { userVerified: true, attested: true });
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', new Uint8Array(authData)],
      ]) as Parameters<typeof isoCBOR.encode>[0],
    );
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key',
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
      response: {
        clientDataJSON: clientDataJSON.toString('base64url'),
        attestationObject: Buffer.from(attestationObject).toString('base64url'),
        transports: ['internal'],
        publicKeyAlgorithm: -7,
      },
    };
  }

  /** What startAuthentication() would send for these request options; each call counts one use. */
  assert(
    options: { challenge: string; rpId?: string },
    origin: string,
    override: { rpId?: string; challenge?: string; userVerified?: boolean; userHandle?: string; counter?: number } = {},
  ) {
    this.counter = override.counter ?? this.counter + 1;
    const clientDataJSON = Buffer.from(
      JSON.stringify({ type: 'webauthn.get', challenge: override.challenge ?? options.challenge, origin }),
    );
    const authData = this.authenticatorData(override.rpId ?? options.rpId ?? '', {
      userVerified: override.userVerified ?? true,
      attested: false,
    });
    const clientDataHash = createHash('sha256').update(clientDataJSON).digest();
    // ES256 assertions are DER-encoded ECDSA signatures over authenticatorData || sha256(clientDataJSON).
    const signature = sign('sha256', Buffer.concat([authData, clientDataHash]), this.privateKey);
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key',
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
      response: {
        clientDataJSON: clientDataJSON.toString('base64url'),
        authenticatorData: authData.toString('base64url'),
        signature: signature.toString('base64url'),
        ...(override.userHandle && { userHandle: Buffer.from(override.userHandle).toString('base64url') }),
      },
    };
  }
}
