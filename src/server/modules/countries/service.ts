import { COUNTRIES } from '../../../shared/constants/countries';
import type { Country } from '../../../shared/api/countries';
import { notFound } from '../../lib/app-error';

/** The countries whose name contains `q`, whose ISO code is `q` or whose dial code contains it; all without `q`. */
export function searchCountries(q: string | undefined): readonly Country[] {
  const needle = q?.trim().toLowerCase();
  if (!needle) return COUNTRIES;
  return COUNTRIES.filter(
    (c) => c.name.toLowerCase().includes(needle) || c.code.toLowerCase() === needle || c.dial_code.includes(needle),
  );
}

/** One country by ISO code, any case; 404 naming the code when the table has none. */
export function findCountry(code: string): Country {
  const country = COUNTRIES.find((c) => c.code === code.toUpperCase());
  if (!country) throw notFound(`Country ${code}`);
  return country;
}
