import { profileMenuRows, type MenuContext } from './profile-menu';

const member: MenuContext = {
  isGuest: false,
  profileIncomplete: false,
  subdomain: 'brewlane',
  merchantAllowsReferral: true,
  memberships: [{ isActive: true }],
  token: 'tok',
};
const ids = (ctx: MenuContext) => profileMenuRows(ctx).map((r) => r.id);

describe('profileMenuRows', () => {
  it('lists every row of seed 000 for a member, in order, ending with logout', () => {
    expect(ids(member)).toEqual([
      'myProfile',
      'changePhone',
      'changePassword',
      'address',
      'notificationSettings',
      'biometric',
      'dietary',
      'referFriends',
      'about',
      'contact',
      'privacy',
      'faq',
      'terms',
      'logout',
    ]);
  });
  it.each([
    ['no subdomain', { subdomain: '' }],
    ['referral not allowed', { merchantAllowsReferral: false }],
    ['no active membership', { memberships: [{ isActive: false }] }],
    ['no token', { token: null }],
  ])('hides refer friends with %s', (_why, change) => {
    expect(ids({ ...member, ...change })).not.toContain('referFriends');
  });
  it('warns on my profile only when the profile is incomplete', () => {
    expect(profileMenuRows(member).find((r) => r.id === 'myProfile')?.warn).toBe(false);
    expect(profileMenuRows({ ...member, profileIncomplete: true }).find((r) => r.id === 'myProfile')?.warn).toBe(true);
  });
  it('gives guests only the help pages and logout', () => {
    expect(ids({ ...member, isGuest: true })).toEqual(['about', 'contact', 'privacy', 'faq', 'terms', 'logout']);
  });
});
