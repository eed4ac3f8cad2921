import type { Channel } from './login-machine';
import type { IdentityValues } from './identity';

/**
 * 'Remember me' keeps the phone or e-mail filled in on this device for the next login. (The session itself is
 * kept by the app store across reloads until logout or expiry.)
 */
export const REMEMBERED_IDENTITY_KEY = 'livery:remembered-identity';

export interface RememberedIdentity {
  channel: Channel;
  values: IdentityValues;
}

export function loadRememberedIdentity(storage: Pick<Storage, 'getItem'>): RememberedIdentity | null {
  try {
    const value = JSON.parse(storage.getItem(REMEMBERED_IDENTITY_KEY) ?? 'null') as RememberedIdentity | null;
    const ok =
      value &&
      (value.channel === 'phone' || value.channel === 'email') &&
      typeof value.values?.dialCode === 'string' &&
      typeof value.values.phone === 'string' &&
      typeof value.values.email === 'string';
    return ok ? value : null;
  } catch {
    return null;
  }
}

export function saveRememberedIdentity(
  storage: Pick<Storage, 'setItem' | 'removeItem'>,
  remembered: RememberedIdentity | null,
) {
  if (remembered) storage.setItem(REMEMBERED_IDENTITY_KEY, JSON.stringify(remembered));
  else storage.removeItem(REMEMBERED_IDENTITY_KEY);
}

/**
 * The fingerprint toggle is a choice about this device (its authenticator holds the key), so it is remembered here
 * rather than on the account: next time /login opens with biometric login ready.
 */
export const BIOMETRIC_CHOICE_KEY = 'livery:biometric-login';

export function loadBiometricChoice(storage: Pick<Storage, 'getItem'>): boolean {
  try {
    return storage.getItem(BIOMETRIC_CHOICE_KEY) === 'on';
  } catch {
    return false;
  }
}

export function saveBiometricChoice(storage: Pick<Storage, 'setItem' | 'removeItem'>, on: boolean) {
  if (on) storage.setItem(BIOMETRIC_CHOICE_KEY, 'on');
  else storage.removeItem(BIOMETRIC_CHOICE_KEY);
}
