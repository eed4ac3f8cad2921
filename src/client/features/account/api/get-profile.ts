import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestData } from '../../../lib/api';
import type { ProfileUser } from './types';

export function getProfile(): Promise<ProfileUser> {
  return requestData('/me');
}

/** Same key as the login feature's profile query on purpose: one cached copy of the caller. */
export const profileQuery = () => queryOptions({ queryKey: ['me'], queryFn: getProfile });

export function useProfile() {
  return useQuery(profileQuery());
}
