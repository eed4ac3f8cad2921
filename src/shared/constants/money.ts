/** Money as the app shows it (seed 001 §9). */

/** Amounts: decimals and default currency symbol. */
export const AMOUNT_DECIMALS = 2;
export const DEFAULT_CURRENCY_SYMBOL = '$';
