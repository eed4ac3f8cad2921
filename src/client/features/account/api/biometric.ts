import type { PublicKeyCredentialCreationOptionsJSON, RegistrationResponseJSON } from '@simplewebauthn/browser';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { requestData } from '../../../lib/api';
import type { BiometricState } from './types';

export function getBiometric(): Promise<BiometricState> {
  return requestData('/me/biometric');
}

export const biometricQuery = () => queryOptions({ queryKey: ['account', 'biometric'], queryFn: getBiometric });

export const useBiometric = () => useQuery(biometricQuery());

/** The server's creation options (PublicKeyCredentialCreationOptionsJSON, binary fields base64url). */
export const getRegistrationOptions = (): Promise<PublicKeyCredentialCreationOptionsJSON> =>
  requestData('/me/webauthn/registration-options', { method: 'POST' });

/** The attestation from startRegistration(); the server verifies it and stores the public key. */
export const sendRegistration = (body: RegistrationResponseJSON): Promise<BiometricState> =>
  requestData('/me/webauthn/registration', { method: 'POST', body });

export const setBiometric = (isVerifyBiometric: boolean): Promise<BiometricState> =>
  requestData('/me/biometric', { method: 'PUT', body: { isVerifyBiometric } });

export const resetBiometric = (): Promise<BiometricState> => requestData('/me/webauthn', { method: 'DELETE' });

export function useBiometricMutation<I>(mutationFn: (input: I) => Promise<BiometricState>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (state) => queryClient.setQueryData(biometricQuery().queryKey, state),
  });
}
