import { identityKey, maskIdentity, normalizeEmail, normalizePhone } from './identity';

describe('identity normalisation', () => {
  it.each([
    ['+976 9911-2233', '+97699112233'],
    ['+65 (9000) 0001', '+6590000001'],
    ['99112233', null],
    ['+0123456789', null],
    ['+97699', null],
  ])('phone %s → %s', (raw, expected) => expect(normalizePhone(raw)).toBe(expected));

  it.each([
    [' Demo@Brew.Example ', 'demo@brew.example'],
    ['no-at-sign', null],
    ['a@b', null],
  ])('email %s → %s', (raw, expected) => expect(normalizeEmail(raw)).toBe(expected));

  it('keys and masks', () => {
    expect(identityKey({ kind: 'phone', value: '+97699112233' })).toBe('phone:+97699112233');
    expect(maskIdentity({ kind: 'phone', value: '+97699112233' })).toBe('+976****33');
    expect(maskIdentity({ kind: 'email', value: 'demo@x.io' })).toBe('d***@x.io');
  });
});
