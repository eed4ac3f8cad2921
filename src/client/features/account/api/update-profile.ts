import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '../../../lib/api';
import { profileQuery } from './get-profile';
import type { ProfileUser } from './types';

export interface ProfilePatch {
  firstname?: string;
  lastname?: string;
  birthday?: string;
}

export function updateProfile(patch: ProfilePatch): Promise<ProfileUser> {
  return requestData('/me', { method: 'PATCH', body: patch });
}

/** Writes the answer into the profile cache so every screen sees the change at once. */
export function useProfileMutation<I>(mutationFn: (input: I) => Promise<ProfileUser>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (user) => queryClient.setQueryData(profileQuery().queryKey, (old) => ({ ...old, ...user })),
  });
}

export const useUpdateProfile = () => useProfileMutation(updateProfile);
