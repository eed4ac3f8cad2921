import { useMutation } from '@tanstack/react-query';
import { requestData } from '../../../lib/api';
import type { AuthSession, IdentityBody } from './types';

export type VerifyCodeInput = IdentityBody & { code: string; isTermChecked?: boolean; language?: string };

/** Logs in with the one-time code (a phone or e-mail seen for the first time becomes a member). */
export function verifyCode(input: VerifyCodeInput): Promise<AuthSession> {
  return requestData('/auth/code/verify', { method: 'POST', body: input });
}

export function useVerifyCode() {
  return useMutation({ mutationFn: verifyCode });
}
