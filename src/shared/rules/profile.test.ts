import { ADULT_AGE, DEFAULT_AGE } from '../constants/profile';
import {
  ageFromBirthday,
  initialProfilePopup,
  isAdult,
  isProfileComplete,
  missingProfileFields,
  mustSetPassword,
  showReferralEntry,
} from './profile';

describe('profile completeness (the "!" badge)', () => {
  const complete = {
    firstname: 'Bat',
    lastname: 'Dorj',
    birthday: '1990-05-01',
    phone: '+97688112233',
    isPhoneVerified: true,
  };
  it('is complete with names, birthday and one verified contact', () => {
    expect(isProfileComplete(complete)).toBe(true);
    expect(isProfileComplete({ ...complete, phone: null, email: 'b@example.com', isEmailVerified: true })).toBe(true);
  });
  it('lists what is missing', () => {
    expect(missingProfileFields({})).toEqual(['firstname', 'lastname', 'birthday', 'verifiedContact']);
    expect(missingProfileFields({ ...complete, firstname: '  ' })).toEqual(['firstname']);
    expect(missingProfileFields({ ...complete, isPhoneVerified: false })).toEqual(['verifiedContact']);
    expect(
      missingProfileFields({ ...complete, email: 'b@example.com', isPhoneVerified: false, isEmailVerified: false }),
    ).toEqual(['verifiedContact']);
    expect(missingProfileFields({ ...complete, birthday: '1990-02-30' })).toEqual(['birthday']);
  });
});

describe('age: default 18 without a birthday, adult at 18 (section 9)', () => {
  const now = new Date('2026-05-01T12:00:00Z');
  it('defaults to 18', () => {
    expect(DEFAULT_AGE).toBe(18);
    expect(ageFromBirthday(undefined, now, 0)).toBe(18);
    expect(ageFromBirthday(null, now, 0)).toBe(18);
    expect(ageFromBirthday('', now, 0)).toBe(18);
  });
  it('counts whole years on the calendar day', () => {
    expect(ageFromBirthday('2008-05-01', now, 0)).toBe(18);
    expect(ageFromBirthday('2008-05-02', now, 0)).toBe(17);
    expect(ageFromBirthday('2008-05-01T00:00:00.000Z', now, 0)).toBe(18);
    expect(ageFromBirthday(new Date(Date.UTC(2008, 4, 1)), now, 0)).toBe(18);
    // At UTC+8 it is already 2 May.
    expect(ageFromBirthday('2008-05-02', new Date('2026-05-01T17:00:00Z'), 480)).toBe(18);
    expect(ageFromBirthday('2008-02-29', new Date('2026-02-28T12:00:00Z'), 0)).toBe(17);
    expect(ageFromBirthday('2008-02-29', new Date('2026-03-01T12:00:00Z'), 0)).toBe(18);
  });
  it('names a bad birthday', () => {
    expect(() => ageFromBirthday('01/05/1990', now, 0)).toThrow("birthday must be a date 'YYYY-MM-DD'");
  });
  it('is adult from 18', () => {
    expect(ADULT_AGE).toBe(18);
    expect(isAdult(17)).toBe(false);
    expect(isAdult(18)).toBe(true);
  });
});

describe('forced password popup (section 4)', () => {
  const ctx = { loggedIn: true, isGuest: false, hasPassword: false, merchantRequiresPassword: true };
  it('opens when logged in, not a guest, no password and the merchant requires one', () => {
    expect(mustSetPassword(ctx)).toBe(true);
    expect(initialProfilePopup(ctx)).toBe('password');
  });
  it('does not open otherwise', () => {
    expect(mustSetPassword({ ...ctx, loggedIn: false })).toBe(false);
    expect(mustSetPassword({ ...ctx, isGuest: true })).toBe(false);
    expect(mustSetPassword({ ...ctx, hasPassword: true })).toBe(false);
    expect(mustSetPassword({ ...ctx, merchantRequiresPassword: undefined })).toBe(false);
    expect(initialProfilePopup({ ...ctx, hasPassword: true })).toBe('hidden');
  });
});

describe('refer friends entry (sections 2 and 6)', () => {
  const ctx = {
    subdomain: 'cafe',
    merchantAllowsReferral: true,
    memberships: [{ isActive: false }, { isActive: true }],
    token: 't',
  };
  it('shows with subdomain, IsAllowReferral, an active membership and a token', () => {
    expect(showReferralEntry(ctx)).toBe(true);
  });
  it('hides when any is missing', () => {
    expect(showReferralEntry({ ...ctx, subdomain: '' })).toBe(false);
    expect(showReferralEntry({ ...ctx, merchantAllowsReferral: false })).toBe(false);
    expect(showReferralEntry({ ...ctx, memberships: [{ isActive: false }] })).toBe(false);
    expect(showReferralEntry({ ...ctx, memberships: undefined })).toBe(false);
    expect(showReferralEntry({ ...ctx, token: null })).toBe(false);
  });
});
