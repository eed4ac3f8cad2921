/** Numbers and enumerations of vouchers (seed 001 §3, §5, §9; seed 002 §3 Customer voucher). */

/** The seven voucher types of seed 001 §3; the four item types are the ones the cart applies to products. */
export const VOUCHER_TYPES = [
  'cash',
  'discount',
  'gift',
  'feeItem',
  'itemDiscount',
  'itemCash',
  'fixedPriceItem',
] as const;
export type VoucherType = (typeof VOUCHER_TYPES)[number];

/** What `amount` means: money off (cash) or a percent (discount, itemDiscount). */
export const VOUCHER_VALUE_TYPES = ['amount', 'percent'] as const;
export type VoucherValueType = (typeof VOUCHER_VALUE_TYPES)[number];

/** Order modes a voucher may be limited to (seed 002 §3 `channels`). */
export const VOUCHER_CHANNELS = ['dine_in', 'pick_up', 'delivery'] as const;
export type VoucherChannel = (typeof VOUCHER_CHANNELS)[number];

/** How an item voucher names its products (seed 002 §3 productSelectType). */
export const PRODUCT_SELECT_TYPES = ['category', 'product', 'tag'] as const;
export type ProductSelectType = (typeof PRODUCT_SELECT_TYPES)[number];

/** Voucher event titles (seed 001 §3); 'First time shopper' and 'Birthday' vouchers are given, never bought. */
export const VOUCHER_EVENTS = [
  'Birthday',
  'First time shopper',
  'Retarget promotion',
  'Membership anniversary',
  'Refer a friend',
  'Merchant anniversary give away',
  'Receive a voucher from others',
  'Redeem voucher from loyalty point',
  'Milestone achievement',
  'Special date',
] as const;
export type VoucherEvent = (typeof VOUCHER_EVENTS)[number];
export const UNPURCHASABLE_EVENTS: readonly VoucherEvent[] = ['First time shopper', 'Birthday'];

/** Seed 001 §9: a voucher is treated as expired one day after its expiry date. */
export const VOUCHER_EXPIRY_GRACE_MS = 86_400_000;
/** Seed 001 §5, §9: the voucher SMS code. */
export const VOUCHER_CODE_LENGTH = 4;
export const VOUCHER_CODE_TTL_SECONDS = 300;
export const VOUCHER_CODE_MAX_ATTEMPTS = 5;
/** Seed 001 §9: 'Voucher claimed' shows 2 seconds after the claimed voucher opens. */
export const VOUCHER_CLAIMED_DELAY_MS = 2000;
/** What can pay for a voucher (seed 001 §4 "Point, or Store Credit if allowed"). */
export const VOUCHER_PAYMENT_ASSETS = ['points', 'credit'] as const;
