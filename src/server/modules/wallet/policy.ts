/**
 * What a member may do with their balances at a merchant (seed 001 §5, §6), from the tenant's features, the
 * merchant and the membership. The routes refuse with these messages; the wallet answer shows them.
 */
import type { ResolvedTenant } from '../../../shared/tenant/resolve-tenant';
import { WALLET_MESSAGES } from '../../../shared/rules/wallet-messages';
import { AppError } from '../../lib/app-error';
import type { MerchantRow } from '../merchants/repository';

/** Store credit is closed where the tenant does not run it (IsClosedStoreCredit). */
export const creditClosed = (tenant: ResolvedTenant): boolean => !tenant.features.storeCredit;

/** Debits of store credit may go below zero only where the merchant allows it and credit is open (seed 001 §5). */
export const creditOverdraft = (tenant: ResolvedTenant, merchant: MerchantRow): 'allow' | 'refuse' =>
  merchant.storeCreditAllowNegative && !creditClosed(tenant) ? 'allow' : 'refuse';

export interface GiftStanding {
  joined: boolean;
  /** The merchant has no tiers, or the member reached one. */
  hasActiveMembership: boolean;
}

/** Why gifting is off for this member here, or null (seed 001 §6); referral off is answered by the route. */
export function giftBlockedReason(standing: GiftStanding): string | null {
  if (!standing.joined) return WALLET_MESSAGES.joinMerchant;
  if (!standing.hasActiveMembership) return WALLET_MESSAGES.gainMembership;
  return null;
}

export const notJoined = () => new AppError(403, 'NOT_JOINED', WALLET_MESSAGES.notJoined);

/** Refuses a use of an asset the merchant does not offer the member. */
export function requireAssetOpen(tenant: ResolvedTenant, asset: 'points' | 'credit', use: 'redeem' | 'gift'): void {
  if (asset === 'credit' && creditClosed(tenant))
    throw new AppError(403, 'STORE_CREDIT_CLOSED', 'Store credit is closed at this merchant', 'asset');
  if (asset === 'points' && use === 'redeem' && !tenant.features.loyaltyRedemption)
    throw new AppError(403, 'REDEMPTION_NOT_ALLOWED', WALLET_MESSAGES.merchantDisallowsRedemption, 'asset');
}

/** The member's insufficient-balance message per asset (seed 001 §8 'Point is not sufficient'). */
export const notSufficient = (asset: 'points' | 'credit') =>
  new AppError(
    409,
    'INSUFFICIENT_BALANCE',
    asset === 'points' ? WALLET_MESSAGES.pointNotSufficient : WALLET_MESSAGES.creditNotSufficient,
    'amount',
  );
