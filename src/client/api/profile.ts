/** Hooks of the caller's own profile (src/shared/api/profile.ts): GET/PATCH /me, password, verification. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from '../../shared/api/profile';
import type { AuthUser } from '../../shared/api/users';
import { callEndpoint } from './fetcher';
import { endpointQuery, useEndpointMutation } from './hooks';

export type { AuthUser } from '../../shared/api/users';
export type { ProfilePatch } from '../../shared/api/profile';

/** A phone or e-mail of the profile, as the verification endpoints take it. */
export interface Contact {
  kind: 'phone' | 'email';
  value: string;
}
const contactBody = ({ kind, value }: Contact) => (kind === 'phone' ? { phone: value } : { email: value });

export const profileQuery = () => endpointQuery(api.getMe, {});

/** The caller (with unread count, bookmarks, referrals and the biometric switch); guests too. */
export function useProfile(enabled = true) {
  return useQuery({ ...profileQuery(), enabled, select: (answer) => answer.data });
}

export function fetchProfile(): Promise<AuthUser> {
  return callEndpoint(api.getMe, {}).then((answer) => answer.data);
}

/**
 * The profile mutations answer the changed auth user: it goes into the profile cache, so every screen shows the
 * change at once. Fields only GET /me counts (unread, bookmarks, …) keep their cached values.
 */
function useWriteProfile() {
  const queryClient = useQueryClient();
  return (user: AuthUser) =>
    queryClient.setQueryData(profileQuery().queryKey, (old) => ({ data: { ...old?.data, ...user } }));
}

/** Names and birthday (and language, terms, consent). */
export function useUpdateProfile() {
  const writeProfile = useWriteProfile();
  return useEndpointMutation(
    api.updateMe,
    { invalidates: [], onSuccess: (answer) => writeProfile(answer.data) },
    (body: api.ProfilePatch) => ({ body }),
  );
}

/** Sets the first password, or changes it (the old one is then required by the server). */
export function useChangePassword() {
  const writeProfile = useWriteProfile();
  return useEndpointMutation(
    api.setPassword,
    { invalidates: [], onSuccess: (answer) => writeProfile(answer.data) },
    (body: { oldPassword?: string; password: string }) => ({ body }),
  );
}

/** Sends a verification code; the answer's expiresIn starts the code screen's countdown. */
export function useRequestVerification() {
  return useEndpointMutation(api.requestVerification, { invalidates: [] }, (contact: Contact) => ({
    body: contactBody(contact),
  }));
}

/** Confirms the code: the phone or e-mail becomes the profile's verified one. */
export function useConfirmVerification() {
  const writeProfile = useWriteProfile();
  return useEndpointMutation(
    api.confirmVerification,
    { invalidates: [], onSuccess: (answer) => writeProfile(answer.data) },
    (input: Contact & { code: string }) => ({ body: { ...contactBody(input), code: input.code } }),
  );
}
