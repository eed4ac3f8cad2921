/** Server-side list limits; the spec numbers themselves live in shared/rules/constants (one source). */
import { NEAR_ME_DEFAULT_RANGE_KM, NEAR_SEARCH_RANGE_METRES } from '../rules/constants';

export {
  CATEGORY_MERCHANTS_LIMIT,
  HOME_FEED_PAGE_SIZE,
  MAX_FOLLOWED_CATEGORIES,
  NOTIFICATION_PAGE_SIZE,
} from '../rules/constants';
export const NEAR_ME_DEFAULT_RANGE_METRES = NEAR_ME_DEFAULT_RANGE_KM * 1000;
export const NEAR_ME_MAX_RANGE_METRES = NEAR_SEARCH_RANGE_METRES;
/** Largest page any list route hands out, so one request cannot read a whole table. */
export const MAX_PAGE_SIZE = 100;
