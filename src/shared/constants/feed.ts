/** The feed screen (seed 000 §2 /feed). */

/** Page sizes of the feed's voucher and activity tabs. */
export const FEED_VOUCHER_PAGE_SIZE = 5;
export const ACTIVITY_PAGE_SIZE = 5;
