import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { requestData } from '../../../lib/api';
import type { BiometricState } from './types';

export function getBiometric(): Promise<BiometricState> {
  return requestData('/me/biometric');
}

export const biometricQuery = () => queryOptions({ queryKey: ['account', 'biometric'], queryFn: getBiometric });

export const useBiometric = () => useQuery(biometricQuery());

/** The server's creation options, binary fields as base64url. */
export interface CreationOptionsJson {
  challenge: string;
  rp: { name: string; id: string };
  user: { id: string; name: string; displayName: string };
  pubKeyCredParams: { type: 'public-key'; alg: number }[];
  timeout: number;
  attestation: AttestationConveyancePreference;
  authenticatorSelection: AuthenticatorSelectionCriteria;
}

export const getRegistrationOptions = (): Promise<CreationOptionsJson> =>
  requestData('/me/webauthn/registration-options', { method: 'POST' });

export interface RegistrationBody {
  credentialId: string;
  clientDataJSON: string;
  publicKey: string;
  algorithm: number;
}

export const sendRegistration = (body: RegistrationBody): Promise<BiometricState> =>
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
