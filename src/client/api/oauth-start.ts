/** Google and Facebook sign-in's start (src/shared/api/oauth.ts), apart from the account hooks of oauth.ts. */
import * as api from '../../shared/api/oauth';
import type { SocialProvider } from '../../shared/tenant/resolve-tenant';
import { apiUrl, fillPath } from './fetcher';

/**
 * Where the browser goes to start Google or Facebook sign-in: a navigation, not a fetch, because the answer is a
 * redirect to the provider. `returnTo` is the app path to open after login.
 */
export function oauthStartUrl(provider: SocialProvider, returnTo?: string): string {
  return apiUrl(fillPath(api.startOAuth.path, { provider }), { returnTo });
}
