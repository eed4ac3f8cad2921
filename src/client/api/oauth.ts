/** Google and Facebook sign-in and the member's linked accounts (src/shared/api/oauth.ts). */
import { useQuery } from '@tanstack/react-query';
import * as api from '../../shared/api/oauth';
import type { SocialProvider } from '../../shared/tenant/resolve-tenant';
import { apiUrl, fillPath } from './fetcher';
import { endpointQuery, useEndpointMutation } from './hooks';

export type { LinkedAccount } from '../../shared/api/oauth';

/**
 * Where the browser goes to start Google or Facebook sign-in: a navigation, not a fetch, because the answer is a
 * redirect to the provider. `returnTo` is the app path to open after login.
 */
export function oauthStartUrl(provider: SocialProvider, returnTo?: string): string {
  return apiUrl(fillPath(api.startOAuth.path, { provider }), { returnTo });
}

export function useLinkedAccounts() {
  return useQuery({ ...endpointQuery(api.listLinkedAccounts, {}), select: (answer) => answer.data });
}

/** Unlinks a provider; the linked accounts (and the profile, same resource) refresh. */
export function useUnlinkAccount() {
  return useEndpointMutation(api.unlinkAccount, { invalidates: ['me'] }, (provider: SocialProvider) => ({
    params: { provider },
  }));
}
