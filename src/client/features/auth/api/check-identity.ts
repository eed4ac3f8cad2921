import { useMutation } from '@tanstack/react-query';
import type { IdentityCheckAnswer } from '../../../../shared/rules';
import { requestData } from '../../../lib/api';
import type { IdentityBody } from './types';

/** Identity check (seed 000 §4): the server answers which form comes next, login, signup or otp. */
export async function checkIdentity(identity: IdentityBody): Promise<IdentityCheckAnswer> {
  const { next } = await requestData<{ next: IdentityCheckAnswer }>('/auth/identity', {
    method: 'POST',
    body: identity,
  });
  return next;
}

export function useCheckIdentity() {
  return useMutation({ mutationFn: checkIdentity });
}
