import { RULE_MESSAGES } from './messages';

// Amounts have a module of their own (screens showing prices need no loyalty rules); kept importable from here.
export { formatAmount } from './amount';

/** `Merchant.loyaltyProgramUnit` (section 3). */
export interface LoyaltyUnit {
  name?: string | null;
  type?: string | null;
  isDecimal?: boolean | null;
}

/**
 * Balance display (section 4): a point-type unit shows the floored value unless isDecimal; other units and
 * decimal points show the value as it is. A tiny tolerance keeps 2.9999999999999996 (float noise from adding
 * 0.1s) at 3 instead of 2.
 */
export function displayBalance(value: number | null | undefined, unit?: LoyaltyUnit | null): number {
  const balance = value ?? 0;
  if (!Number.isFinite(balance))
    throw new RangeError(`displayBalance: balance must be a finite number, got ${balance}`);
  if (unit?.type === 'point' && !unit.isDecimal) return Math.floor(balance + 1e-9);
  return balance;
}

export interface RedeemContext {
  /** Logged in with a token. */
  loggedIn: boolean;
  /** role === 'guest' */
  isGuest: boolean;
  /** Merchant.IsAllowRedeemLoyalty */
  merchantAllowsRedemption: boolean;
  /** Merchant.joined */
  joined: boolean;
  /** Merchant.loyaltyBalance */
  balance: number | null | undefined;
}

/**
 * Redeem points by scan (sections 4, 5, 6, 8): guests and visitors are sent to log in ('Please login or signup to
 * redeem point'); then the merchant must allow redemption, the user must have joined and the balance be above 0,
 * checked in that order. Returns null when redemption may go ahead, otherwise the message to show.
 */
export function redeemByScanError(ctx: RedeemContext): string | null {
  if (!ctx.loggedIn || ctx.isGuest) return RULE_MESSAGES.loginToRedeem;
  if (!ctx.merchantAllowsRedemption) return RULE_MESSAGES.merchantDisallowsRedemption;
  if (!ctx.joined) return RULE_MESSAGES.needToJoinMerchant;
  if (!((ctx.balance ?? 0) > 0)) return RULE_MESSAGES.loyaltyIsZero;
  return null;
}

/** The redemption scan button is visible only to non-guests when the merchant allows loyalty redemption. */
export function showRedeemScanButton(isGuest: boolean, merchantAllowsRedemption: boolean): boolean {
  return !isGuest && merchantAllowsRedemption;
}
