/** Hooks of the account extras (src/shared/api/account.ts): dietary preferences, addresses, biometric setup. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from '../../shared/api/account';
import type { PreferenceType } from '../../shared/constants/preferences';
import type { CreationOptions, RegistrationResponse } from '../../shared/api/webauthn';
import type { ApiError } from './api-error';
import { callEndpoint } from './fetcher';
import { endpointQuery, useEndpointMutation } from './hooks';

export type { Address, AddressInput, BiometricState, Preferences } from '../../shared/api/account';
export type { PreferenceType } from '../../shared/constants/preferences';

/** The options of one preference type; they change only with a release, so they are fetched once. */
export function usePreferenceOptions(type: PreferenceType, enabled: boolean) {
  return useQuery({
    ...endpointQuery(api.listPreferenceOptions, { query: { type } }),
    enabled,
    staleTime: Infinity,
    select: (answer) => answer.data,
  });
}

const preferencesQuery = () => endpointQuery(api.getPreferences, {});

export function usePreferences(enabled: boolean) {
  return useQuery({ ...preferencesQuery(), enabled, select: (answer) => answer.data });
}

/** Saves the whole document; the answer is the saved document, put in the cache as it is. */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useEndpointMutation(
    api.savePreferences,
    { invalidates: [], onSuccess: (answer) => queryClient.setQueryData(preferencesQuery().queryKey, answer) },
    (body: api.Preferences) => ({ body }),
  );
}

export function useAddresses() {
  return useQuery({ ...endpointQuery(api.listAddresses, {}), select: (answer) => answer.data });
}

export function useAddAddress() {
  return useEndpointMutation(api.addAddress, { invalidates: ['me'] }, (body: api.AddressInput) => ({ body }));
}

export function useRemoveAddress() {
  return useEndpointMutation(api.removeAddress, { invalidates: ['me'] }, (addressId: string) => ({
    params: { addressId },
  }));
}

const biometricQuery = () => endpointQuery(api.getBiometric, {});

export function useBiometric(enabled = true) {
  return useQuery({ ...biometricQuery(), enabled, select: (answer) => answer.data });
}

export function fetchBiometric(): Promise<api.BiometricState> {
  return callEndpoint(api.getBiometric, {}).then((answer) => answer.data);
}

/** Switches biometric verification on or off (on needs a registered credential). */
export function setBiometric(isVerifyBiometric: boolean): Promise<api.BiometricState> {
  return callEndpoint(api.setBiometric, { body: { isVerifyBiometric } }).then((answer) => answer.data);
}

/** Every biometric change answers the new state: it replaces the cached one (no refetch, no flicker). */
function useBiometricMutation<Input>(mutationFn: (input: Input) => Promise<api.BiometricState>) {
  const queryClient = useQueryClient();
  return useMutation<api.BiometricState, ApiError | Error, Input>({
    mutationFn,
    onSuccess: (state) => queryClient.setQueryData(biometricQuery().queryKey, { data: state }),
  });
}

export const useSetBiometric = () => useBiometricMutation(setBiometric);

/**
 * The /webAuth "yes": creation options from the server, the browser's credential (`create`, which shows the
 * fingerprint or face prompt), then the server verifies and stores it. A browser failure rejects with its own Error.
 */
export function useRegisterBiometric(create: (options: CreationOptions) => Promise<RegistrationResponse>) {
  return useBiometricMutation(async () => {
    const options = await callEndpoint(api.getRegistrationOptions, {});
    const credential = await create(options.data);
    return (await callEndpoint(api.registerCredential, { body: credential })).data;
  });
}

/** Reset identity: every credential is forgotten and verification is off. */
export const useResetBiometric = () =>
  useBiometricMutation(() => callEndpoint(api.resetCredentials, {}).then((answer) => answer.data));
