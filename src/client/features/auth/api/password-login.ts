import { useMutation } from '@tanstack/react-query';
import { requestData } from '../../../lib/api';
import type { AuthSession, IdentityBody } from './types';

export type PasswordLoginInput = IdentityBody & { password: string; isTermChecked?: boolean; language?: string };

/** Logs in with phone or e-mail and password; an unverified identity fails with 'not verified user'. */
export function passwordLogin(input: PasswordLoginInput): Promise<AuthSession> {
  return requestData('/auth/login', { method: 'POST', body: input });
}

export function usePasswordLogin() {
  return useMutation({ mutationFn: passwordLogin });
}
