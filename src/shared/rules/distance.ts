import {
  DISTANCE_DECIMALS,
  NEAR_ME_MAX_RANGE_KM,
  NEAR_ME_MIN_RANGE_KM,
  NEAR_ME_RANGE_STEP_KM,
} from '../constants/discovery';
import { roundHalfUp, toFixedHalfUp } from './round';

export interface LatLng {
  latitude: number;
  longitude: number;
}

/** Mean Earth radius (IUGG), the value PostGIS and most haversine code use. */
export const EARTH_RADIUS_KM = 6371.0088;

function checkPoint(p: LatLng, name: string): void {
  if (!Number.isFinite(p.latitude) || Math.abs(p.latitude) > 90) {
    throw new RangeError(`${name}.latitude must be a number from -90 to 90, got ${p.latitude}`);
  }
  if (!Number.isFinite(p.longitude) || Math.abs(p.longitude) > 180) {
    throw new RangeError(`${name}.longitude must be a number from -180 to 180, got ${p.longitude}`);
  }
}

/** Great-circle distance in kilometres (haversine). */
export function haversineKm(from: LatLng, to: LatLng): number {
  checkPoint(from, 'from');
  checkPoint(to, 'to');
  const rad = Math.PI / 180;
  const dLat = (to.latitude - from.latitude) * rad;
  const dLng = (to.longitude - from.longitude) * rad;
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(from.latitude * rad) * Math.cos(to.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Distance text with 1 decimal (section 9): 1.25 → '1.3 km', 0.05 → '0.1 km'. */
export function formatDistanceKm(km: number): string {
  if (!Number.isFinite(km) || km < 0) throw new RangeError(`formatDistanceKm: km must be 0 or more, got ${km}`);
  return `${toFixedHalfUp(km, DISTANCE_DECIMALS)} km`;
}

/** Near-me range sent to the API (section 7): metres = km × 1000, whole metres (0.3 km → 300, not 300.00000000000006). */
export function rangeKmToMetres(km: number): number {
  if (!Number.isFinite(km) || km <= 0) throw new RangeError(`rangeKmToMetres: km must be above 0, got ${km}`);
  return Math.round(km * 1000);
}

/** Snaps a slider value to the near-me range: 0.1 to 5 km in steps of 0.1. */
export function snapRangeKm(km: number): number {
  if (!Number.isFinite(km)) throw new RangeError(`snapRangeKm: km must be a number, got ${km}`);
  const clamped = Math.min(NEAR_ME_MAX_RANGE_KM, Math.max(NEAR_ME_MIN_RANGE_KM, km));
  const steps = Math.round(clamped / NEAR_ME_RANGE_STEP_KM);
  return roundHalfUp(steps * NEAR_ME_RANGE_STEP_KM, 1);
}
