import type { UserRow } from './users-repository';
import { toUserView } from './user-view';

// The server's isProfileCompleted is the shared rule the profile screen shows ('!' badge), not a looser copy.
const member = {
  id: 'u1',
  tenantId: 'alpha',
  role: 'registered',
  phone: '+97699112233',
  email: null,
  isPhoneVerified: true,
  isEmailVerified: false,
  firstname: 'Saraa',
  lastname: 'Bold',
  birthday: '1994-03-08',
  passwordHash: null,
} as unknown as UserRow;

describe('isProfileCompleted', () => {
  it('is true with first and last name, a real birthday and a verified phone', () => {
    expect(toUserView(member).isProfileCompleted).toBe(true);
  });

  it.each([
    ['without a birthday', { birthday: null }],
    ['with an impossible birthday', { birthday: '1994-02-30' }],
    ['when the only contact is not verified', { isPhoneVerified: false }],
    ['with a blank last name', { lastname: '  ' }],
  ])('is false %s', (_, change) => {
    expect(toUserView({ ...member, ...change } as UserRow).isProfileCompleted).toBe(false);
  });
});
