import { createRequire } from 'node:module';
import type { CountryByIp } from '../../../shared/api/countries';
import { COUNTRIES } from '../../../shared/constants/countries';

type Lookup = (ip: string) => { country: string } | null;
let lookup: Lookup | null = null;

/**
 * geoip-country reads its 7 MB database synchronously when first required (about 20 ms): loaded on the first
 * lookup instead of at start, so servers that never get the call never pay for it.
 */
function geoLookup(): Lookup {
  if (!lookup) lookup = (createRequire(__filename)('geoip-country') as typeof import('geoip-country')).lookup;
  return lookup;
}

/**
 * The country of a client address among the countries the app lists (seed 000 §7 "Country lookup by IP").
 * Loopback, private and unknown addresses, and countries the phone field does not list, give the tenant's
 * defaultCountry (schema: set, else the currency's country, else MN).
 */
export function countryByIp(ip: string, defaultCountry: string): CountryByIp {
  const address = ip.replace(/^::ffff:/i, '');
  const code = geoLookup()(address)?.country;
  const found = code ? COUNTRIES.find((c) => c.code === code) : undefined;
  if (found) return { ...found, source: 'ip' };
  const fallback = COUNTRIES.find((c) => c.code === defaultCountry) ?? COUNTRIES.find((c) => c.code === 'MN')!;
  return { ...fallback, source: 'default' };
}
