/**
 * Business constants of ordering (seed 002 §9). One home: client screens, server rules and tests import them here.
 */

/** Order modes (seed 002 §3 status enumerations). Delivery prices modifiers at the takeout price. */
export const ORDER_MODES = ['dine_in', 'pick_up', 'delivery'] as const;
export type OrderMode = (typeof ORDER_MODES)[number];

/** Most units of one cart line, and the limit when a product's remaining quantity is not tracked. */
export const MAX_LINE_QUANTITY = 200;
/** Product names on a card are cut to 15 characters plus an ellipsis; outlet addresses to 50. */
export const PRODUCT_NAME_MAX_CHARS = 15;
export const OUTLET_ADDRESS_MAX_CHARS = 50;
/** Time-slot step when an outlet sets no paddingTime, in minutes. */
export const DEFAULT_SLOT_STEP_MINUTES = 30;
/** Today's slots (and NOW) start only at now + 29 minutes. */
export const SLOT_LEAD_MINUTES = 29;
/** A remark is at most 200 characters. */
export const REMARK_MAX_LENGTH = 200;
/** Age-restricted products are hidden below this age; a member without a birthday counts as this age. */
export const AGE_LIMIT = 18;
/** Order history page size and the infinite-scroll threshold. */
export const ORDER_HISTORY_PAGE_SIZE = 10;
export const INFINITE_SCROLL_THRESHOLD_PX = 100;
/** Product search waits this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 500;
/** Toasts clear after 5 s; socket banners after 3 s (membership-joined stays until tapped). */
export const TOAST_MS = 5_000;
export const SOCKET_BANNER_MS = 3_000;
/** Estimated dates travel as outlet-local 'YYYY-MM-DD HH:mm'. */
export const ESTIMATED_DATE_PATTERN = '^[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}$';
/** Table number meaning "eat in without a table" (outlets that skip table scanning). */
export const EAT_IN_TABLE = 'EATIN';

// The two code tables live in their own modules: webpack emits a module's object constants whole with any screen that
// imports one name of it (the menu's first load carried both tables for a refusal toast it shows only on error).
export { ORDER_SYSTEM_CODES, type OrderSystemCode } from './order-system-codes';
export { ORDER_STATUS, type OrderStatusNumber } from './order-status';

/** Payment status of an order (seed 002 §3). */
export const PAYMENT_STATUSES = [
  'PENDING',
  'PARTIALLY_PAID',
  'PROCESSING',
  'PAID',
  'CANCELED',
  'REFUNDED',
  'VOID',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Rewards that pay part of an order at placement: store credit (storeValue) and points (loyalty). */
export const ORDER_REWARD_PAYMENT_TYPES = ['storeValue', 'loyalty'] as const;
export type OrderRewardPaymentType = (typeof ORDER_REWARD_PAYMENT_TYPES)[number];

/** Discount codes of a cart's discount list. */
export const DISCOUNT_CODES = ['VOUCHER', 'DISCOUNT', 'CREDIT', 'POINT'] as const;
export type DiscountCode = (typeof DISCOUNT_CODES)[number];
