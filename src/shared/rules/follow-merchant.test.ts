import { toggleMerchantFollow } from './follow-merchant';

describe('toggleMerchantFollow (seed 000 §4)', () => {
  it('toggles isFollowed and moves followedCount by one, never below zero', () => {
    expect(toggleMerchantFollow({ isFollowed: false, followedCount: 4 })).toEqual({
      isFollowed: true,
      followedCount: 5,
    });
    expect(toggleMerchantFollow({ isFollowed: true, followedCount: 5 })).toEqual({
      isFollowed: false,
      followedCount: 4,
    });
    expect(toggleMerchantFollow({ isFollowed: true, followedCount: 0 })).toEqual({
      isFollowed: false,
      followedCount: 0,
    });
  });
});
