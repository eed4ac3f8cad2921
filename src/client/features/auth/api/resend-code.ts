import { useMutation } from '@tanstack/react-query';
import { requestData } from '../../../lib/api';
import type { IdentityBody } from './types';

export type CodePurpose = 'login' | 'signup' | 'reset';

/** A new code for the same purpose; the previous one stops working. */
export function resendCode(input: IdentityBody & { purpose: CodePurpose }): Promise<{ expiresIn: number }> {
  return requestData('/auth/code/resend', { method: 'POST', body: input });
}

export function useResendCode() {
  return useMutation({ mutationFn: resendCode });
}
