/** The member's linked Google and Facebook accounts (src/shared/api/oauth.ts); sign-in starts in oauth-start.ts. */
import { useQuery } from '@tanstack/react-query';
import * as api from '../../shared/api/oauth';
import type { SocialProvider } from '../../shared/tenant/resolve-tenant';
import { endpointQuery, useEndpointMutation } from './hooks';

export type { LinkedAccount } from '../../shared/api/oauth';

export function useLinkedAccounts() {
  return useQuery({ ...endpointQuery(api.listLinkedAccounts, {}), select: (answer) => answer.data });
}

/** Unlinks a provider; the linked accounts (and the profile, same resource) refresh. */
export function useUnlinkAccount() {
  return useEndpointMutation(api.unlinkAccount, { invalidates: ['me'] }, (provider: SocialProvider) => ({
    params: { provider },
  }));
}
