import { useMutation } from '@tanstack/react-query';
import { requestData } from '../../../lib/api';
import type { IdentityBody } from './types';

/** Sends a password reset code; the answer is the same whether or not the account exists. */
export function requestPasswordReset(identity: IdentityBody): Promise<{ sent: boolean }> {
  return requestData('/auth/password/reset', { method: 'POST', body: identity });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
