import { useMutation } from '@tanstack/react-query';
import type { IdentityCheckAnswer, LoginMode } from '../../../../shared/rules';
import { requestData } from '../../../lib/api';
import type { IdentityBody } from './types';

/**
 * Identity check (seed 000 §4): the server answers which form comes next, login, signup or otp, for the login mode
 * the user picked.
 */
export async function checkIdentity(input: IdentityBody & { mode: LoginMode }): Promise<IdentityCheckAnswer> {
  const { next } = await requestData<{ next: IdentityCheckAnswer }>('/auth/identity', {
    method: 'POST',
    body: input,
  });
  return next;
}

export function useCheckIdentity() {
  return useMutation({ mutationFn: checkIdentity });
}
