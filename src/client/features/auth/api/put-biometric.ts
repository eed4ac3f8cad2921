import { useMutation } from '@tanstack/react-query';
import { requestData } from '../../../lib/api';

/** The member's biometric state (GET or PUT /me/biometric) (account module): a WebAuthn credential registered, verification on. */
export interface BiometricState {
  registered: boolean;
  isVerifyBiometric: boolean;
}

/** Switches biometric verification on or off (on needs a registered credential). */
export function setBiometric(isVerifyBiometric: boolean): Promise<BiometricState> {
  return requestData('/me/biometric', { method: 'PUT', body: { isVerifyBiometric } });
}

export function usePutBiometric() {
  return useMutation({ mutationFn: setBiometric });
}
