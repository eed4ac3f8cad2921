import { useMutation } from '@tanstack/react-query';
import { requestData } from '../../../lib/api';
import type { AuthSession, IdentityBody } from './types';

export type SignUpInput = IdentityBody & {
  code: string;
  password?: string;
  firstname?: string;
  lastname?: string;
  referralCode?: string;
  isTermChecked?: boolean;
  language?: string;
};

/** Creates the member with the code sent to the new phone or e-mail. */
export function signUp(input: SignUpInput): Promise<AuthSession> {
  return requestData('/auth/signup', { method: 'POST', body: input });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
