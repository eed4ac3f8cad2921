import { referralRewardCents, referralSharingOpen } from './referrals';

const caps = { giftAmountCents: 20_000, giftAmountLimitCents: 50_000, referralCountMax: 5 };
const fresh = { giftedCents: 0, rewardedCount: 0, ticketsLeft: 10 };

describe('referral reward caps', () => {
  it('gives giftAmount (200 points) for a friend while under every cap', () => {
    expect(referralRewardCents(caps, fresh)).toBe(20_000);
  });

  it('cuts the reward to what is left under giftAmountLimit: 400 of 500 given → 100', () => {
    expect(referralRewardCents(caps, { ...fresh, giftedCents: 40_000, rewardedCount: 2 })).toBe(10_000);
    expect(referralRewardCents(caps, { ...fresh, giftedCents: 50_000, rewardedCount: 3 })).toBe(0);
  });

  it('never goes negative, even when more was given than the limit allows now', () => {
    expect(referralRewardCents(caps, { ...fresh, giftedCents: 70_000, rewardedCount: 1 })).toBe(0);
    expect(referralRewardCents({ ...caps, giftAmountCents: -5 }, fresh)).toBe(0);
  });

  it('stops at referralCountMax friends', () => {
    expect(referralRewardCents(caps, { ...fresh, rewardedCount: 4 })).toBe(20_000);
    expect(referralRewardCents(caps, { ...fresh, rewardedCount: 5 })).toBe(0);
  });

  it('gives nothing when the merchant has no ticket left (0 or below)', () => {
    expect(referralRewardCents(caps, { ...fresh, ticketsLeft: 0 })).toBe(0);
    expect(referralRewardCents(caps, { ...fresh, ticketsLeft: -1 })).toBe(0);
    expect(referralSharingOpen(0)).toBe(false);
    expect(referralSharingOpen(1)).toBe(true);
  });

  it('treats 0 limits as no limit', () => {
    const open = { giftAmountCents: 20_000, giftAmountLimitCents: 0, referralCountMax: 0 };
    expect(referralRewardCents(open, { giftedCents: 9_000_000, rewardedCount: 999, ticketsLeft: 1 })).toBe(20_000);
  });
});
