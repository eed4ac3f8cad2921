import { parseDetailPath } from './detail-path';

describe('parseDetailPath', () => {
  it('reads tabs, ignoring case, and falls back to about', () => {
    expect(parseDetailPath('tabs/Activity')).toEqual({ tab: 'activity', referralCode: undefined });
    expect(parseDetailPath('tabs/nope').tab).toBe('about');
    expect(parseDetailPath(undefined)).toEqual({ tab: 'about', referralCode: undefined });
  });

  it('reads programs, promotions and a referral code segment or query', () => {
    expect(parseDetailPath('programs/p1')).toMatchObject({ programId: 'p1' });
    expect(parseDetailPath('promotions/pr%201')).toMatchObject({ promotionId: 'pr 1' });
    expect(parseDetailPath('DEMOBREW')).toMatchObject({ referralCode: 'DEMOBREW' });
    expect(parseDetailPath('', '?referralCode=ABC')).toMatchObject({ referralCode: 'ABC' });
  });
});
