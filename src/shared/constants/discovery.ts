/** Discovery of seed 000 (home, categories, near me, merchant page), section 9 unless noted. */

/** Categories a user may follow at most; the home strip shows this many plus an 'Other' tile. */
export const MAX_FOLLOWED_CATEGORIES = 7;
/** Page size of the home feed (section 9). */
export const HOME_FEED_PAGE_SIZE = 10;
/** Merchants listed per category. */
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
/** The same ranges in metres, as the API takes them. */
export const NEAR_ME_DEFAULT_RANGE_METRES = NEAR_ME_DEFAULT_RANGE_KM * 1000;
export const NEAR_ME_MAX_RANGE_METRES = NEAR_SEARCH_RANGE_METRES;
