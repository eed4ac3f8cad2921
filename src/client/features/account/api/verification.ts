import { useMutation } from '@tanstack/react-query';
import { requestData } from '../../../lib/api';
import { useProfileMutation } from './update-profile';
import type { ContactKind, ProfileUser } from './types';

type Contact = { kind: ContactKind; value: string };
const body = ({ kind, value }: Contact) => (kind === 'phone' ? { phone: value } : { email: value });

/** Sends a 300-second verification code to a phone or e-mail (POST /me/verification). */
export function requestVerification(contact: Contact): Promise<{ expiresIn: number }> {
  return requestData('/me/verification', { method: 'POST', body: body(contact) });
}

/** Confirms the code: the phone or e-mail becomes the profile's verified one. */
export function confirmVerification(input: Contact & { code: string }): Promise<ProfileUser> {
  return requestData('/me/verification/confirm', { method: 'POST', body: { ...body(input), code: input.code } });
}

export const useRequestVerification = () => useMutation({ mutationFn: requestVerification });
export const useConfirmVerification = () => useProfileMutation(confirmVerification);
