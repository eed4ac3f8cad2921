/**
 * How money and points travel (issue 10): as exact decimal strings, never as JSON numbers, so no binary float ever
 * holds an amount. Answers always write two decimals ("1500.00", "-12.50"), as PostgreSQL numeric(14,2) does;
 * requests may write 0–2 decimals ("1500", "12.5"). Points must be whole unless the merchant's loyalty unit
 * `isDecimal`; the server refuses fractions otherwise (400 naming the field). Rounding to 0.01 for display is the
 * client's job (src/shared/rules/money.ts).
 */
import * as T from '@sinclair/typebox';
import type { StringOptions } from '@sinclair/typebox';

/** An amount the server writes: exact, two decimals, signed where a field says so. */
export const Decimal = (options: StringOptions = {}) =>
  T.String({
    pattern: '^-?[0-9]{1,12}\\.[0-9]{2}$',
    description: 'Exact decimal string with two decimals, e.g. "1500.00"',
    ...options,
  });

/** An amount a caller sends: 0 or more, up to two decimals, at most 12 whole digits ("500", "12.5"). */
export const AmountInput = (options: StringOptions = {}) =>
  T.String({
    pattern: '^[0-9]{1,12}(\\.[0-9]{1,2})?$',
    description: 'Exact decimal string, 0–2 decimals, e.g. "500" or "12.50"; 0 is refused with the seed message',
    ...options,
  });

/** The rate of one point in currency (loyalty unit `pointToCurrencyValue`): up to 6 decimals, e.g. "0.01". */
export const RateDecimal = T.String({
  pattern: '^[0-9]{1,6}(\\.[0-9]{1,6})?$',
  description: 'Currency value of one point, exact decimal string, e.g. "0.01"',
});

/** Which balance an amount moves: loyalty points or store credit (store value). */
export const WALLET_ASSETS = ['points', 'credit'] as const;
export type WalletAsset = (typeof WALLET_ASSETS)[number];
