import { requestData } from '../../../lib/api';
import { useProfileMutation } from './update-profile';
import type { ProfileUser } from './types';

/** Sets the first password, or changes it (the old one is then required by the server). */
export function changePassword(input: { oldPassword?: string; password: string }): Promise<ProfileUser> {
  return requestData('/me/password', { method: 'PUT', body: input });
}

export const useChangePassword = () => useProfileMutation(changePassword);
