import { validateOtpCode } from './otp';

describe('one-time code: required, exactly 6 digits (section 5)', () => {
  it('requires a code', () => {
    expect(validateOtpCode('')).toBe('Code required');
    expect(validateOtpCode('   ')).toBe('Code required');
    expect(validateOtpCode(undefined)).toBe('Code required');
  });
  it('needs exactly 6 digits', () => {
    expect(validateOtpCode('12345')).toBe('Must be 6 digit numbers');
    expect(validateOtpCode('1234567')).toBe('Must be 6 digit numbers');
    expect(validateOtpCode('12345a')).toBe('Must be 6 digit numbers');
    expect(validateOtpCode('１２３４５６')).toBe('Must be 6 digit numbers');
    expect(validateOtpCode('123456')).toBeNull();
    expect(validateOtpCode(' 000000 ')).toBeNull();
  });
});
