/** The POS sign-in screen's hooks over the sign-in calls of auth.ts. */
import { useMutation, useQuery } from '@tanstack/react-query';
import * as api from '../../shared/api/auth';
import { posCheckPhone, posLogin } from './auth';
import { endpointKeyOf } from './query-keys';

/**
 * POS sign-in step 1: is this phone a member, verified, with a password? A POST read as a query, so the phone is
 * part of its key; always asked afresh (staleTime 0).
 */
export function usePosPhoneCheck(phone: string | null) {
  return useQuery({
    queryKey: [...endpointKeyOf(api.posCheckPhone), { phone }],
    queryFn: () => posCheckPhone(phone ?? ''),
    enabled: phone !== null,
    staleTime: 0,
  });
}

/** POS sign-in step 2: phone and password (a member without a password sets it, with the confirmation). */
export function usePosLogin() {
  return useMutation({ mutationFn: posLogin });
}
