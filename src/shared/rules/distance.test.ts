import { NEAR_ME_DEFAULT_RANGE_KM, NEAR_SEARCH_RANGE_METRES } from '../constants/discovery';
import { formatDistanceKm, haversineKm, rangeKmToMetres, snapRangeKm } from './distance';

describe('distance (sections 2, 7, 9)', () => {
  it('computes great-circle kilometres', () => {
    // Ulaanbaatar Sükhbaatar Square to the old Buyant-Ukhaa airport area: about 31 km.
    const square = { latitude: 47.9189, longitude: 106.9176 };
    const airport = { latitude: 47.6469, longitude: 106.8197 };
    expect(haversineKm(square, airport)).toBeCloseTo(31.0, 0);
    expect(haversineKm(square, square)).toBe(0);
    // A quarter of the equator.
    expect(haversineKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 90 })).toBeCloseTo(10007.5, 0);
    expect(() => haversineKm({ latitude: 91, longitude: 0 }, square)).toThrow(
      'from.latitude must be a number from -90 to 90, got 91',
    );
  });

  it('shows 1 decimal km, rounding half up', () => {
    expect(formatDistanceKm(1.25)).toBe('1.3 km');
    expect(formatDistanceKm(0.05)).toBe('0.1 km');
    expect(formatDistanceKm(0.04)).toBe('0.0 km');
    expect(formatDistanceKm(12)).toBe('12.0 km');
  });

  it('sends the range in metres = km x 1000', () => {
    expect(rangeKmToMetres(NEAR_ME_DEFAULT_RANGE_KM)).toBe(5000);
    expect(rangeKmToMetres(0.3)).toBe(300);
    expect(rangeKmToMetres(0.1)).toBe(100);
    expect(NEAR_SEARCH_RANGE_METRES).toBe(400_000_000);
    expect(() => rangeKmToMetres(0)).toThrow('km must be above 0');
  });

  it('snaps the slider to 0.1..5 in steps of 0.1', () => {
    expect(snapRangeKm(0)).toBe(0.1);
    expect(snapRangeKm(7)).toBe(5);
    expect(snapRangeKm(0.1 + 0.2)).toBe(0.3);
    expect(snapRangeKm(2.44)).toBe(2.4);
    expect(snapRangeKm(2.46)).toBe(2.5);
  });
});
