import {
  BIOMETRIC_CHOICE_KEY,
  loadBiometricChoice,
  loadRememberedIdentity,
  saveBiometricChoice,
  saveRememberedIdentity,
} from './remembered-identity';

const memoryStorage = () => {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
};

describe('the fingerprint toggle is remembered on the device', () => {
  it('is off until switched on, and forgets when switched off', () => {
    const storage = memoryStorage();
    expect(loadBiometricChoice(storage)).toBe(false);
    saveBiometricChoice(storage, true);
    expect(storage.getItem(BIOMETRIC_CHOICE_KEY)).toBe('on');
    expect(loadBiometricChoice(storage)).toBe(true);
    saveBiometricChoice(storage, false);
    expect(loadBiometricChoice(storage)).toBe(false);
  });

  it('reads as off when storage is unavailable', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(loadBiometricChoice(broken)).toBe(false);
  });

  it('is independent of the remembered phone or e-mail', () => {
    const storage = memoryStorage();
    saveRememberedIdentity(storage, { channel: 'email', values: { dialCode: '+976', phone: '', email: 'a@b.mn' } });
    saveBiometricChoice(storage, true);
    saveRememberedIdentity(storage, null);
    expect(loadRememberedIdentity(storage)).toBeNull();
    expect(loadBiometricChoice(storage)).toBe(true);
  });
});
