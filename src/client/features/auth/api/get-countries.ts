import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestData } from '../../../lib/api';

export interface Country {
  code: string;
  name: string;
  dial_code: string;
}

/** Countries with their dial codes, for the phone field's picker. */
export function getCountries(): Promise<Country[]> {
  return requestData('/countries');
}

// The list never changes while the app runs.
export const countriesQuery = () =>
  queryOptions({ queryKey: ['countries'], queryFn: getCountries, staleTime: Infinity });

export function useCountries() {
  return useQuery(countriesQuery());
}
