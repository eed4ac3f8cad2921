import { emptyIdentity, identityFrom, identityFromQuery, identityQuery, splitPhone } from './identity';
import { authMessages as m } from './messages';
import { redirectTarget, sessionPayload } from './session';
import type { AuthUser } from '../../api/auth';

test('a local phone number gets the chosen dial code; a leading 0 and spaces are dropped', () => {
  expect(identityFrom('phone', { ...emptyIdentity('+976'), phone: '9900 0001' })).toMatchObject({
    ok: true,
    body: { phone: '+97699000001' },
  });
  expect(identityFrom('phone', { ...emptyIdentity('+65'), phone: '081234567' })).toMatchObject({
    body: { phone: '+6581234567' },
  });
});

test('bad phones and e-mails name what is expected', () => {
  expect(identityFrom('phone', { ...emptyIdentity(), phone: 'abc' })).toEqual({ ok: false, error: m.invalidPhone });
  expect(identityFrom('phone', { ...emptyIdentity(), phone: '12' })).toEqual({ ok: false, error: m.invalidPhone });
  expect(identityFrom('email', { ...emptyIdentity(), email: 'nope' })).toEqual({ ok: false, error: m.invalidEmail });
  expect(identityFrom('email', { ...emptyIdentity(), email: ' A@B.co ' })).toMatchObject({ body: { email: 'a@b.co' } });
});

test('a full phone from a query string splits into the longest known dial code', () => {
  expect(splitPhone('+6581234567', ['+6', '+65'])).toEqual({ dialCode: '+65', phone: '81234567' });
  const query = identityQuery({ phone: '+97699112233' });
  expect(query).toBe('phone=%2B97699112233');
  expect(identityFromQuery(new URLSearchParams(query))).toEqual({
    channel: 'phone',
    values: { dialCode: '+976', phone: '99112233', email: '' },
  });
  expect(identityFromQuery(new URLSearchParams('email=a%40b.co'))?.channel).toBe('email');
  expect(identityFromQuery(new URLSearchParams(''))).toBeNull();
});

test('redirect only to a path of this site', () => {
  expect(redirectTarget('?redirect=%2Fprofile')).toBe('/profile');
  expect(redirectTarget('?redirect=https%3A%2F%2Fevil.example')).toBe('/home');
  expect(redirectTarget('?redirect=%2F%2Fevil.example')).toBe('/home');
  expect(redirectTarget('')).toBe('/home');
});

test('a voucher barcode scanned while signed out is claimed after login (seed 001 §2)', () => {
  expect(redirectTarget('?barcode=BREW-LANE-WELCOME')).toBe('/voucher-barcode/BREW-LANE-WELCOME');
  expect(redirectTarget('?barcode=a%2Fb')).toBe('/voucher-barcode/a%2Fb');
  expect(redirectTarget('?redirect=%2Fprofile&barcode=X')).toBe('/profile');
});

const user: AuthUser = {
  _id: 'u1',
  role: 'registered',
  registered: true,
  phone: '+97699000001',
  email: null,
  isPhoneVerified: true,
  isEmailVerified: false,
  firstname: 'Ana',
  lastname: 'Bold',
  birthday: null,
  isTermChecked: true,
  hasPassword: true,
  isProfileCompleted: false,
  referralCode: 'ANA123',
  consent: { acceptNotification: true, acceptMarketing: false, frequency: 'weekly' },
  language: 'en',
};

test('the session is a member with the profile badge from isProfileComplete; guests get no badge', () => {
  expect(sessionPayload({ token: 't', expiresAt: '', user })).toEqual({
    token: 't',
    role: 'member',
    user: { id: 'u1', displayName: 'Ana Bold', profileIncomplete: true },
  });
  const complete = { ...user, birthday: '1990-05-01' };
  expect(sessionPayload({ token: 't', expiresAt: '', user: complete }).user.profileIncomplete).toBe(false);
  const guest = { ...user, role: 'guest' as const, firstname: null, lastname: null };
  expect(sessionPayload({ token: 't', expiresAt: '', user: guest })).toMatchObject({
    role: 'guest',
    user: { profileIncomplete: false, displayName: '+97699000001' },
  });
});
