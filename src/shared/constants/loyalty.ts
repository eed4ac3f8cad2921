/** Loyalty display (seed 000 §4, seed 001 §9). */

/** Tier progress bar: width of one tier, in pixels. */
export const TIER_PROGRESS_PX_PER_TIER = 150;

/** Stamp card grid: slots per row (seed 001 §9). */
export const STAMP_GRID_COLUMNS = 4;

/** Display limits (seed 001 §5, §9): promotion and stamp names are cut to 30 characters, credit names to 20. */
export const STAMP_NAME_MAX_LENGTH = 30;
export const PROMOTION_NAME_MAX_LENGTH = 30;
export const CREDIT_NAME_MAX_LENGTH = 20;

/** Membership durations (seed 001 §9): shown in years when the days divide by 365, in months when by 30. */
export const DAYS_PER_YEAR = 365;
export const DAYS_PER_MONTH = 30;

/** Referral tickets at or under this many make the referral page warn the merchant's supply is low. */
export const REFERRAL_TICKETS_LOW = 10;

/** Cashback and referral history pages (seed 001 §9: transaction history pages of 10). */
export const CASHBACK_HISTORY_PAGE_SIZE = 10;
export const REFERRAL_HISTORY_PAGE_SIZE = 10;
