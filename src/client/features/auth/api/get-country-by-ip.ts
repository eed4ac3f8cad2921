import { useQuery } from '@tanstack/react-query';
import { requestData } from '../../../lib/api';
import type { Country } from './get-countries';

export interface CountryByIp extends Country {
  /** ip: told from the address; default: the merchant's default country. */
  source: 'ip' | 'default';
}

/** Country lookup by IP (seed 000 §7): the phone field's starting country. */
export function getCountryByIp(): Promise<CountryByIp> {
  return requestData('/countries/by-ip');
}

// One lookup per app run: the network does not move while the login form is open.
export function useCountryByIp() {
  return useQuery({ queryKey: ['countries', 'by-ip'], queryFn: getCountryByIp, staleTime: Infinity, retry: false });
}
