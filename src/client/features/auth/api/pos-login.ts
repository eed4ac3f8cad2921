import { useMutation } from '@tanstack/react-query';
import { requestData } from '../../../lib/api';
import type { AuthSession } from './types';

/** POS sign-in step 2: phone and password (a member without a password sets it, with the confirmation). */
export function posLogin(input: {
  phone: string;
  password: string;
  passwordConfirmation: string;
}): Promise<AuthSession> {
  return requestData('/auth/pos/login', { method: 'POST', body: input });
}

export function usePosLogin() {
  return useMutation({ mutationFn: posLogin });
}
