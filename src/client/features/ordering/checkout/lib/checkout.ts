/**
 * What the cart's main button does (seed 002 §2 cart page, §5, §6): which rewards the payment step offers, the
 * button's label, and the first thing that stops the order with the seed's message or the screen it opens.
 */
import { EAT_IN_TABLE } from '../../../../../shared/constants/ordering';
import type { OrderOutlet } from '../../../../api/ordering-catalogue';
import type { Cart } from '../../../../api/ordering-cart';
import type { Wallet } from '../../../../api/wallet';
import { toCents } from '../../../../../shared/rules/money';
import type { SessionRole } from '../../../../state/session-slice';
import { deliveryLockOf } from './delivery-lock-of';

// The cart's first screen draws the lock bar with it; apart, so that screen does not load the checkout rules below.
export { deliveryLockOf } from './delivery-lock-of';

export interface RewardOptions {
  credit: boolean;
  points: boolean;
}

/**
 * The rewards payment step appears only to signed-in non-guests with a positive balance where the outlet allows
 * that redemption; store credit also needs the merchant's store credit not closed (seed 002 §6).
 */
export function rewardOptions(
  role: SessionRole,
  outlet: Pick<OrderOutlet, 'orderSettings'>,
  wallet: Pick<Wallet, 'storeCredit' | 'points'> | undefined,
): RewardOptions {
  if (role !== 'member' || !wallet) return { credit: false, points: false };
  const settings = outlet.orderSettings;
  return {
    credit:
      settings.isAllowStoreCreditRedeem && !wallet.storeCredit.closed && (toCents(wallet.storeCredit.balance) ?? 0) > 0,
    points: settings.isAllowPointRedeem && (toCents(wallet.points.active) ?? 0) > 0,
  };
}

export type MainAction = 'addToOrder' | 'applyRewards' | 'payOrder';

/** Add to order in a scan-to-order session, Apply rewards when a reward can pay, else Pay Order. */
export function mainAction(isTableSession: boolean, rewards: RewardOptions): MainAction {
  if (isTableSession) return 'addToOrder';
  return rewards.credit || rewards.points ? 'applyRewards' : 'payOrder';
}

export type CheckoutStop = 'emptyCart' | 'terms' | 'chooseTable' | 'deliveryLocked' | 'fillAddress' | null;

/** The first reason the cart cannot be ordered yet, in the order the customer can fix them. */
export function checkoutStop(
  cart: Pick<Cart, 'items' | 'orderMode' | 'tableNumber' | 'delivery' | 'deliveryFeeRange' | 'total'>,
  outlet: Pick<OrderOutlet, 'cartTexture'>,
  termsTicked: boolean,
): CheckoutStop {
  if (cart.items.length === 0) return 'emptyCart';
  if (cart.orderMode === 'dine_in' && !cart.tableNumber?.trim()) return 'chooseTable';
  if (cart.orderMode === 'delivery') {
    if (!cart.delivery) return 'fillAddress';
    if (deliveryLockOf(cart).isLocked) return 'deliveryLocked';
  }
  if (outlet.cartTexture && !termsTicked) return 'terms';
  return null;
}

/** A real table (EATIN means eating in without one, which the bill does not show). */
export const shownTable = (tableNumber: string | null): string | null =>
  tableNumber && tableNumber !== EAT_IN_TABLE ? tableNumber : null;
