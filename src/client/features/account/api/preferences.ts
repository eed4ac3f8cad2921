import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { requestData } from '../../../lib/api';
import type { PreferencesDoc } from './types';

export const PREFERENCE_TYPES = ['like', 'dislike', 'dietary', 'allergic', 'citizenship', 'race'] as const;
export type PreferenceType = (typeof PREFERENCE_TYPES)[number];

export function getPreferenceOptions(type: PreferenceType): Promise<string[]> {
  return requestData('/preferences/options', { query: { type } });
}

export const preferenceOptionsQuery = (type: PreferenceType) =>
  queryOptions({ queryKey: ['account', 'preference-options', type], queryFn: () => getPreferenceOptions(type) });

export const usePreferenceOptions = (type: PreferenceType, enabled: boolean) =>
  useQuery({ ...preferenceOptionsQuery(type), enabled, staleTime: Infinity });

export function getPreferences(): Promise<PreferencesDoc> {
  return requestData('/me/preferences');
}

export const preferencesQuery = () => queryOptions({ queryKey: ['account', 'preferences'], queryFn: getPreferences });

export const usePreferences = (enabled: boolean) => useQuery({ ...preferencesQuery(), enabled });

export function savePreferences(doc: PreferencesDoc): Promise<PreferencesDoc> {
  return requestData('/me/preferences', { method: 'PUT', body: doc });
}

export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePreferences,
    onSuccess: (doc) => queryClient.setQueryData(preferencesQuery().queryKey, doc),
  });
}
