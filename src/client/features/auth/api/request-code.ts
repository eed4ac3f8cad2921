import { useMutation } from '@tanstack/react-query';
import { requestData } from '../../../lib/api';
import type { IdentityBody } from './types';

export type RequestCodeInput = IdentityBody & { isTermChecked?: boolean; barcode?: string };

/** Sends a one-time code by SMS or e-mail; a new phone or e-mail gets a sign-up code and `next: 'signup'`. */
export function requestCode(input: RequestCodeInput): Promise<{ next: 'otp' | 'signup'; expiresIn: number }> {
  return requestData('/auth/code', { method: 'POST', body: { ...input, flow: 'login' } });
}

export function useRequestCode() {
  return useMutation({ mutationFn: requestCode });
}
