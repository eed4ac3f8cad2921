export interface FollowState {
  isFollowed: boolean;
  followedCount: number;
}

/** Follow merchant (section 4): toggles isFollowed and changes followedCount by one (never below 0). */
export function toggleMerchantFollow(state: FollowState): FollowState {
  return state.isFollowed
    ? { isFollowed: false, followedCount: Math.max(0, state.followedCount - 1) }
    : { isFollowed: true, followedCount: state.followedCount + 1 };
}
