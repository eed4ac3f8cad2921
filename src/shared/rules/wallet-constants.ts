/**
 * Business constants of the wallet (seed 001 §5, §9; issue 10): gifting, redeeming, the register flow. One place for
 * each number so the screens and the server cannot drift apart.
 */

/** Transaction and activity lists load 10 entries a page and stop on a short page ('All loaded'). */
export const WALLET_PAGE_SIZE = 10;

/** Gift amount selector: the plus and minus buttons step by 10. */
export const GIFT_STEPPER_STEP = 10;
/** Gift amount selector: quick amounts, each capped at the available balance. */
export const GIFT_QUICK_AMOUNTS = [500, 1000, 1500, 2000] as const;
/** Gift amount selector: the slider moves in steps of 3. */
export const GIFT_SLIDER_STEP = 3;
/** Recent gift recipients the device keeps, newest first. */
export const RECENT_RECIPIENTS_MAX = 10;
/** After a successful gift the screen refreshes after this delay. */
export const GIFT_SUCCESS_REFRESH_MS = 1000;

/** The gift confirmation code: 4 digits, server-generated, single use. */
export const GIFT_CODE_LENGTH = 4;
/** A gift confirmation code (or biometric challenge) is valid this long. */
export const GIFT_CODE_TTL_SECONDS = 300;
/** Wrong codes allowed before a gift request is spent and a new code must be asked for. */
export const GIFT_CODE_MAX_ATTEMPTS = 5;

/** A redemption QR code works once, for this long; points leave only when the counter redeems it. */
export const REDEMPTION_CODE_TTL_SECONDS = 300;

/** The register flow's one-time code: 6 digits, with a 5-minute countdown before RESEND CODE. */
export const REGISTER_CODE_LENGTH = 6;
export const REGISTER_CODE_COUNTDOWN_SECONDS = 300;
/** Wrong register codes allowed before the code is spent. */
export const REGISTER_CODE_MAX_ATTEMPTS = 5;
/** After the customer passes the code, the register may check out for them this long. */
export const REGISTER_SESSION_TTL_SECONDS = 900;

/** Demo and default value of one point in the merchant's currency (currency value = points × this). */
export const DEFAULT_POINT_TO_CURRENCY_VALUE = '0.01';

/** Gift requests (each sends an SMS) one member may start per window: an SMS-cost and guessing guard. */
export const GIFT_REQUESTS_PER_WINDOW = 5;
export const GIFT_REQUEST_WINDOW_SECONDS = 600;
