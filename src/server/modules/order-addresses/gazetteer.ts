/**
 * The address search of the delivery sheet (seed 002 §7 'Address search by text or lat,long'). No geocoding service
 * is configured in this build, so it answers from a small gazetteer of Ulaanbaatar places around the demo outlets;
 * a deployment with a geocoder replaces `searchPlaces` with a call to it (same answer shape).
 */
import type { Static } from '@sinclair/typebox';
import type { AddressSuggestion } from '../../../shared/api/ordering-cart';
import { haversineKm } from '../../../shared/rules/distance';

type Suggestion = Static<typeof AddressSuggestion>;

const place = (
  address: string,
  buildingName: string | null,
  postalCode: string,
  latitude: number,
  longitude: number,
): Suggestion => ({
  address,
  buildingName,
  blockNo: null,
  street1: address.split(',')[0],
  postalCode,
  city: 'Ulaanbaatar',
  country: 'MN',
  coordinates: { latitude, longitude },
});

const PLACES: Suggestion[] = [
  place('Peace Avenue 1, Sukhbaatar district', 'Central Tower', '14200', 47.9185, 106.9177),
  place('Peace Avenue 44, Bayangol district', 'Sky Shopping Center', '16040', 47.9155, 106.8891),
  place('Seoul Street 21, Sukhbaatar district', 'Shangri-La Office', '14240', 47.9136, 106.9149),
  place('Chinggis Avenue 15, Khan-Uul district', 'Zaisan Hill Complex', '17011', 47.8864, 106.9108),
  place('Olympic Street 8, Sukhbaatar district', 'Blue Sky Tower', '14241', 47.916, 106.9207),
  place('Baga Toiruu 34, Chingeltei district', 'State Department Store', '15160', 47.9202, 106.9057),
  place('Ikh Toiruu 52, Bayanzurkh district', null, '13380', 47.9229, 106.9466),
  place('Narnii Road 62, Khan-Uul district', 'Khan Bank Tower', '17010', 47.9052, 106.9199),
];

const COORDINATE = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/;

/** Places matching a text (case-insensitive, in address or building), or nearest first to a 'lat,long'. */
export function searchPlaces(query: string, type: 'text' | 'coordinate'): Suggestion[] | null {
  if (type === 'coordinate') {
    const match = COORDINATE.exec(query);
    if (!match) return null;
    const at = { latitude: Number(match[1]), longitude: Number(match[2]) };
    return [...PLACES].sort((a, b) => haversineKm(at, a.coordinates) - haversineKm(at, b.coordinates)).slice(0, 5);
  }
  const text = query.trim().toLowerCase();
  return PLACES.filter((p) => `${p.address} ${p.buildingName ?? ''}`.toLowerCase().includes(text));
}
