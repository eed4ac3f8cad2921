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
/** Changing language reloads the page after this delay. */
export const LANGUAGE_RELOAD_DELAY_MS = 300;
/** The '{name} is enabled / disabled' toast of a notification toggle stays this long. */
export const NOTIFICATION_TOGGLE_TOAST_MS = 1000;

/** Amounts: decimals and default currency symbol. */
export const AMOUNT_DECIMALS = 2;
export const DEFAULT_CURRENCY_SYMBOL = '$';

/** Unread counts above this are shown as '+9'. */
export const UNREAD_BADGE_MAX = 9;

/** Tier progress bar: width of one tier, in pixels (section 4). */
export const TIER_PROGRESS_PX_PER_TIER = 150;

/** Languages offered, in the order of the language picker. */
export const LANGUAGES = ['en', 'mn', 'cn'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Age: adult threshold and the age assumed when there is no birthday. */
export const ADULT_AGE = 18;
export const DEFAULT_AGE = 18;

/** Tab bar height in pixels; taller when installed as an app (section 2, navigation). */
export const TAB_BAR_HEIGHT_PX = 44;
export const TAB_BAR_HEIGHT_STANDALONE_PX = 60;

/** The iOS install prompt repeats after more than this long since the stored timestamp (1 day). */
export const IOS_INSTALL_PROMPT_INTERVAL_MS = 24 * 60 * 60 * 1000;
