import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestData } from '../../../lib/api';
import type { AuthUser } from './types';

/** The caller's profile with the unread notification count. */
export function getProfile(): Promise<AuthUser> {
  return requestData('/me');
}

export const profileQuery = () => queryOptions({ queryKey: ['me'], queryFn: getProfile });

export function useProfile(enabled: boolean) {
  return useQuery({ ...profileQuery(), enabled });
}
