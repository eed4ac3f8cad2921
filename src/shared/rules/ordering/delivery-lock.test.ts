import { fromCents } from '../money';
import { cartDeliveryLock, deliveryBand, deliveryLock, isWithinDeliveryDistance } from './delivery-lock';
import { buildOutlet } from './fixtures';

const settings = {
  ...buildOutlet().deliverySettings,
  deliveryDistance: 8,
  deliveryFee: '6.00',
  minOrderAmount: '40.00',
  // Listed out of order on purpose: the nearest band that covers the distance applies.
  deliveryFeeRanges: [
    { maxDistanceKm: 5, fee: '3.50', minOrderAmount: '25.00' },
    { maxDistanceKm: 2, fee: '0.00', minOrderAmount: '15.00' },
  ],
};

describe('delivery fee and minimum by distance', () => {
  it('1.2 km falls in the 2 km band (free, $15.00 minimum); 3 km in the 5 km band', () => {
    expect(deliveryBand(settings, 1.2)).toEqual({ feeCents: 0, minOrderCents: 1500 });
    expect(deliveryBand(settings, 2)).toEqual({ feeCents: 0, minOrderCents: 1500 });
    expect(deliveryBand(settings, 3)).toEqual({ feeCents: 350, minOrderCents: 2500 });
  });

  it("beyond every band, or with no address yet, the outlet's own fee and minimum", () => {
    expect(deliveryBand(settings, 7.5)).toEqual({ feeCents: 600, minOrderCents: 4000 });
    expect(deliveryBand(settings, null)).toEqual({ feeCents: 600, minOrderCents: 4000 });
  });

  it("an address beyond deliveryDistance (8 km) cannot be delivered to ('Please fill address')", () => {
    expect(isWithinDeliveryDistance(settings, 8)).toBe(true);
    expect(isWithinDeliveryDistance(settings, 8.1)).toBe(false);
    expect(isWithinDeliveryDistance(settings, Number.NaN)).toBe(false);
  });
});

describe("'$ X to unlock Delivery !'", () => {
  it('$18.40 of a $25.00 minimum: $6.60 short, 73.6 % of the bar', () => {
    const lock = deliveryLock(1840, 2500);
    expect(lock.isLocked).toBe(true);
    expect(fromCents(lock.shortfallCents)).toBe('6.60');
    expect(lock.progressPercent).toBeCloseTo(73.6, 10);
  });

  it('unlocks at the minimum; the bar is capped at 100 %', () => {
    expect(deliveryLock(2500, 2500)).toEqual({ isLocked: false, shortfallCents: 0, progressPercent: 100 });
    expect(deliveryLock(9000, 2500)).toEqual({ isLocked: false, shortfallCents: 0, progressPercent: 100 });
    expect(deliveryLock(0, 0)).toEqual({ isLocked: false, shortfallCents: 0, progressPercent: 100 });
  });
});

describe('the lock of a cart counts its items after discounts', () => {
  it('$125.00 of items with $10.00 off is $115.00: $5.00 short of a $120.00 minimum', () => {
    const lock = cartDeliveryLock(12500, 1000, 12000);
    expect([lock.isLocked, fromCents(lock.shortfallCents)]).toEqual([true, '5.00']);
  });

  it('five $29.00 beanies with $25.00 off reach a $120.00 minimum exactly', () => {
    expect(cartDeliveryLock(14500, 2500, 12000).isLocked).toBe(false);
  });
});
