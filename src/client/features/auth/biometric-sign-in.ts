import type { Language } from '../../../shared/tenant';
import { biometricLogin, biometricOptions, type IdentityBody, type Session } from '../../api/auth';

/**
 * Biometric login: the server's challenge goes to the platform authenticator (fingerprint or face prompt), and the
 * signed assertion comes back as a session like a password login. For one member's keys when an identity is given,
 * else any discoverable key this device holds. Any failure (no credential on this device, prompt cancelled,
 * biometric switched off, bad signature) rejects. @simplewebauthn/browser is fetched on the tap, not with /login.
 */
export async function biometricSignIn(input: {
  identity: IdentityBody | null;
  isTermChecked?: boolean;
  language?: Language;
}): Promise<Session> {
  const [optionsJSON, { startAuthentication }] = await Promise.all([
    biometricOptions(input.identity ?? {}),
    import(/* webpackChunkName: "webauthn" */ '@simplewebauthn/browser'),
  ]);
  const credential = await startAuthentication({ optionsJSON });
  return biometricLogin({
    credential,
    ...(input.isTermChecked !== undefined && { isTermChecked: input.isTermChecked }),
    ...(input.language && { language: input.language }),
  });
}
