import { useMutation } from '@tanstack/react-query';
import { requestData } from '../../../lib/api';
import type { AuthSession } from './types';

/** Guest session; the server refuses it when the merchant's guest login type is none or needs a phone or e-mail. */
export function guestLogin(input: { phone?: string; email?: string }): Promise<AuthSession> {
  return requestData('/auth/guest', { method: 'POST', body: input });
}

export function useGuestLogin() {
  return useMutation({ mutationFn: guestLogin });
}
