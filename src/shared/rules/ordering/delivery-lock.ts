/**
 * Delivery's distance, fee and minimum order (seed 002 §5, issue 11):
 * - an address farther than deliverySettings.deliveryDistance cannot be delivered to ('Please fill address', the
 *   address form opens);
 * - the fee and the minimum order come from the first deliveryFeeRanges band whose maxDistanceKm covers the distance,
 *   else the outlet's deliveryFee and minOrderAmount;
 * - delivery stays locked while the cart total is below the minimum: '$ X to unlock Delivery !' with X the shortfall,
 *   and a progress bar of total ÷ minimum, capped at 100 %.
 */
import type { DeliverySettings } from '../../api/ordering-catalogue';
import { priceCentsOf } from './cents';

export interface DeliveryBand {
  feeCents: number;
  minOrderCents: number;
}

/** Whether an address this far (km) is within the outlet's delivery distance. */
export const isWithinDeliveryDistance = (settings: Pick<DeliverySettings, 'deliveryDistance'>, distanceKm: number) =>
  Number.isFinite(distanceKm) && distanceKm >= 0 && distanceKm <= settings.deliveryDistance;

/** The fee and minimum order for a delivery this far (km); the outlet's own ones when no band covers it. */
export function deliveryBand(settings: DeliverySettings, distanceKm: number | null): DeliveryBand {
  const band =
    distanceKm === null
      ? undefined
      : [...settings.deliveryFeeRanges]
          .sort((a, b) => a.maxDistanceKm - b.maxDistanceKm)
          .find((range) => distanceKm <= range.maxDistanceKm);
  return {
    feeCents: priceCentsOf(band?.fee ?? settings.deliveryFee, 'delivery fee'),
    minOrderCents: priceCentsOf(band?.minOrderAmount ?? settings.minOrderAmount, 'delivery minOrderAmount'),
  };
}

export interface DeliveryLock {
  /** Delivery cannot be chosen (or placed) yet. */
  isLocked: boolean;
  /** X of '$ X to unlock Delivery !', cents; 0 when unlocked. */
  shortfallCents: number;
  /** Width of the progress bar, 0–100. */
  progressPercent: number;
}

export function deliveryLock(totalCents: number, minOrderCents: number): DeliveryLock {
  if (minOrderCents <= 0) return { isLocked: false, shortfallCents: 0, progressPercent: 100 };
  const shortfallCents = Math.max(0, minOrderCents - totalCents);
  return {
    isLocked: shortfallCents > 0,
    shortfallCents,
    progressPercent: Math.min(100, Math.max(0, (totalCents / minOrderCents) * 100)),
  };
}

/**
 * The lock of a cart: what counts toward the minimum is its items after their discounts (total_price − discount), the
 * same on the cart page and at placement, so the page never shows Delivery open while the server still refuses it.
 */
export const cartDeliveryLock = (totalPriceCents: number, discountCents: number, minOrderCents: number) =>
  deliveryLock(totalPriceCents - discountCents, minOrderCents);
