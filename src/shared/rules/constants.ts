/**
 * Business constants and limits of seed 000 (shell, discovery, login, account), section 9 unless noted.
 * One place for each number so client and server cannot drift apart.
 */

/** Categories a user may follow at most; the home strip shows this many plus an 'Other' tile. */
export const MAX_FOLLOWED_CATEGORIES = 7;

/** Page sizes of the lists (section 9 and section 7). */
export const NOTIFICATION_PAGE_SIZE = 10;
export const FEED_VOUCHER_PAGE_SIZE = 5;
export const ACTIVITY_PAGE_SIZE = 5;
export const HOME_FEED_PAGE_SIZE = 10;
export const CATEGORY_MERCHANTS_LIMIT = 100;
export const CATEGORY_MERCHANTS_PAGE = 1;
/** Infinite scroll loads the next page when the user is this close to the end (section 2, home). */
export const INFINITE_SCROLL_THRESHOLD_PX = 100;

/** Near me: default range and the range slider, in kilometres. */
export const NEAR_ME_DEFAULT_RANGE_KM = 5;
export const NEAR_ME_MIN_RANGE_KM = 0.1;
export const NEAR_ME_MAX_RANGE_KM = 5;
export const NEAR_ME_RANGE_STEP_KM = 0.1;
/** Range of the near-search page, in metres: large enough to mean "everywhere". */
export const NEAR_SEARCH_RANGE_METRES = 4e8;
/** Distances are shown with this many decimals, in kilometres. */
export const DISTANCE_DECIMALS = 1;

/** Merchant description shown on the merchant page is cut to this many characters. */
export const DESCRIPTION_MAX_LENGTH = 60;

/** Delays, in milliseconds. */
export const SCANNER_DELAY_MS = 500;
/** Joined-without-sign-up-token: the user is logged out after this delay (section 4, join flow). */
export const SIGNUP_TOKEN_LOGOUT_DELAY_MS = 3000;
/** After a receipt is claimed, the order page opens after this delay. */
export const RECEIPT_NAVIGATION_DELAY_MS = 1000;
/** The '{name} is enabled / disabled' toast of a notification toggle stays this long. */
export const NOTIFICATION_TOGGLE_TOAST_MS = 1000;

/** Amounts: decimals and default currency symbol. */
export const AMOUNT_DECIMALS = 2;
export const DEFAULT_CURRENCY_SYMBOL = '$';

/** Tier progress bar: width of one tier, in pixels (section 4). */
export const TIER_PROGRESS_PX_PER_TIER = 150;

/** Age: adult threshold and the age assumed when there is no birthday. */
export const ADULT_AGE = 18;
export const DEFAULT_AGE = 18;

