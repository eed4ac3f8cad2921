/**
 * GET /me and GET/PUT /me/biometric belong to the account area, whose schemas (src/shared/api/profile.ts and
 * account.ts) and hooks are written in parallel. Until they merge, the two places of the auth feature that need them
 * (the social-login callback and the fingerprint toggle after login) call them here through the one fetcher; then
 * these become the account hooks.
 */
import type { AuthUser } from '../../../shared/api/users';
import { requestData } from '../../lib/api';

/** The signed-in user (the same auth user a login answers with). */
export function fetchAuthUser(): Promise<AuthUser> {
  return requestData('/me');
}

/** Whether the member has a WebAuthn credential registered on this site. */
export function fetchBiometricRegistered(): Promise<boolean> {
  return requestData<{ registered: boolean }>('/me/biometric').then((state) => state.registered);
}

/** Switches biometric verification on (needs a registered credential). */
export function switchBiometricOn(): Promise<unknown> {
  return requestData('/me/biometric', { method: 'PUT', body: { isVerifyBiometric: true } });
}
