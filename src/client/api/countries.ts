/** Query options of the country endpoints (src/shared/api/countries.ts), for the phone field. */
import * as api from '../../shared/api/countries';
import { endpointQuery } from './endpoint-query';

export type { Country, CountryByIp } from '../../shared/api/countries';

/** Countries with their dial codes; the list never changes while the app runs. */
export const countriesQuery = () => ({ ...endpointQuery(api.listCountries, {}), staleTime: Infinity });

/** The caller's country by IP (seed 000 §7): one lookup per app run, no retry (the form works without it). */
export const countryByIpQuery = () => ({ ...endpointQuery(api.countryByIp, {}), staleTime: Infinity, retry: false });
