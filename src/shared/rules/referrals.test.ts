import { referralRewardCents, referralSharingOpen } from './referrals';

const caps = { giftAmountCents: 20_000, giftAmountLimitCents: 50_000, referralCountMax: 5 };
const fresh = { giftedCents: 0, rewardedCount: 0, ticketsLeft: 10 };

describe('referral reward caps', () => {
  it('gives giftAmount 200.00 for a friend with 0 of 500.00 given, 0 of 5 friends and 10 tickets left', () => {
    expect(referralRewardCents(caps, fresh)).toBe(20_000);
  });

  it('giftAmountLimit 500.00 with 400.00 given cuts the 200.00 reward to 100.00; with 500.00 given to 0', () => {
    expect(referralRewardCents(caps, { ...fresh, giftedCents: 40_000, rewardedCount: 2 })).toBe(10_000);
    expect(referralRewardCents(caps, { ...fresh, giftedCents: 50_000, rewardedCount: 3 })).toBe(0);
  });

  it('never negative: 700.00 given over a 500.00 limit gives 0, and a giftAmount of -0.05 gives 0', () => {
    expect(referralRewardCents(caps, { ...fresh, giftedCents: 70_000, rewardedCount: 1 })).toBe(0);
    expect(referralRewardCents({ ...caps, giftAmountCents: -5 }, fresh)).toBe(0);
  });

  it('referralCountMax 5: the 5th friend (4 rewarded) earns 200.00, the 6th (5 rewarded) earns 0', () => {
    expect(referralRewardCents(caps, { ...fresh, rewardedCount: 4 })).toBe(20_000);
    expect(referralRewardCents(caps, { ...fresh, rewardedCount: 5 })).toBe(0);
  });

  it('ticketReferral 0 or -1 gives 0 and closes sharing; 1 ticket left keeps sharing open', () => {
    expect(referralRewardCents(caps, { ...fresh, ticketsLeft: 0 })).toBe(0);
    expect(referralRewardCents(caps, { ...fresh, ticketsLeft: -1 })).toBe(0);
    expect(referralSharingOpen(0)).toBe(false);
    expect(referralSharingOpen(1)).toBe(true);
  });

  it('ticketReferral 1 (the last ticket) still pays the full 200.00', () => {
    expect(referralRewardCents(caps, { ...fresh, ticketsLeft: 1 })).toBe(20_000);
  });

  it('giftAmountLimit 0 and referralCountMax 0 mean no limit: 999 friends and 90 000.00 given still earn 200.00', () => {
    const open = { giftAmountCents: 20_000, giftAmountLimitCents: 0, referralCountMax: 0 };
    expect(referralRewardCents(open, { giftedCents: 9_000_000, rewardedCount: 999, ticketsLeft: 1 })).toBe(20_000);
  });
});
