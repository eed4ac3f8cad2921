import { biometricSetupError, biometricToggleWarning } from './biometrics';

describe('biometrics (seed 000 §5)', () => {
  it('setup needs a verified e-mail or phone', () => {
    expect(biometricSetupError({})).toEqual({ title: "Can't verify", message: 'Could not verify' });
    expect(biometricSetupError({ isPhoneVerified: true })).toBeNull();
    expect(biometricToggleWarning(false)).toBe('Verify your identity');
    expect(biometricToggleWarning(true)).toBeNull();
  });
});
