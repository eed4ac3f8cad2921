import { useMutation } from '@tanstack/react-query';
import { requestData } from '../../../lib/api';
import type { IdentityBody } from './types';

/** Sets the new password with the reset code (the server signs out every device). */
export function confirmPasswordReset(
  input: IdentityBody & { code: string; password: string },
): Promise<{ reset: boolean }> {
  return requestData('/auth/password/reset/confirm', { method: 'POST', body: input });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
