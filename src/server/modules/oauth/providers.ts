import { CodeChallengeMethod, OAuth2Client, OAuth2Tokens, generateCodeVerifier } from 'arctic';
import type { ResolvedTenant, SocialProvider } from '../../../shared/tenant/resolve-tenant';

/** Where a provider's authorization, token and profile endpoints are. */
export interface ProviderEndpoints {
  authorize: string;
  token: string;
  profile: string;
}

/** The providers' real endpoints (the same ones arctic's Google and Facebook clients use). */
export const REAL_ENDPOINTS: Record<SocialProvider, ProviderEndpoints> = {
  google: {
    authorize: 'https://accounts.google.com/o/oauth2/v2/auth',
    token: 'https://oauth2.googleapis.com/token',
    profile: 'https://openidconnect.googleapis.com/v1/userinfo',
  },
  facebook: {
    authorize: 'https://www.facebook.com/v16.0/dialog/oauth',
    token: 'https://graph.facebook.com/v16.0/oauth/access_token',
    profile: 'https://graph.facebook.com/v16.0/me',
  },
};

/** Environment variable that points a provider at a fake one (tests only; ignored in production). */
export const ENDPOINT_OVERRIDE_ENV: Record<SocialProvider, string> = {
  google: 'LIVERY_OAUTH_GOOGLE_TEST_URL',
  facebook: 'LIVERY_OAUTH_FACEBOOK_TEST_URL',
};

/**
 * The endpoints to use. Outside production `LIVERY_OAUTH_<PROVIDER>_TEST_URL=http://127.0.0.1:PORT` sends every
 * call to `<url>/authorize`, `<url>/token` and `<url>/profile`, so a test can run the whole flow against a local
 * fake provider; production always talks to the real one, whatever the environment says.
 */
export function endpointsOf(provider: SocialProvider, env: string): ProviderEndpoints {
  const override = env === 'production' ? undefined : process.env[ENDPOINT_OVERRIDE_ENV[provider]];
  if (!override) return REAL_ENDPOINTS[provider];
  const base = override.replace(/\/+$/, '');
  return { authorize: `${base}/authorize`, token: `${base}/token`, profile: `${base}/profile` };
}

/** What we keep of the provider's account. */
export interface ProviderProfile {
  subject: string;
  email: string | null;
  /** Whether the provider vouches that the person controls `email` (links to an existing member only then). */
  emailVerified: boolean;
  firstname: string | null;
  lastname: string | null;
}

/** A tenant's client for one provider: public id from the tenant config, secret from the environment. */
export interface ProviderClient {
  provider: SocialProvider;
  clientId: string;
  secretEnv: string;
  secret: string | undefined;
}

export function clientOf(tenant: ResolvedTenant, provider: SocialProvider): ProviderClient | null {
  const config = tenant.login[provider];
  if (!config || !tenant.login.methods.includes(provider)) return null;
  const [clientId, secretEnv] =
    'clientId' in config ? [config.clientId, config.clientSecretEnv] : [config.appId, config.appSecretEnv];
  return { provider, clientId, secretEnv, secret: process.env[secretEnv] || undefined };
}

const SCOPES: Record<SocialProvider, string[]> = { google: ['openid', 'email', 'profile'], facebook: ['email'] };

/**
 * The provider's authorization URL. Google gets PKCE (S256) through arctic's OAuth2Client, exactly as arctic's
 * Google client does; Facebook's web login has no PKCE, so its verifier is empty and the state alone binds the
 * request (arctic's Facebook client does the same).
 */
export function authorizationUrl(
  client: ProviderClient,
  endpoints: ProviderEndpoints,
  redirectUri: string,
  state: string,
): { url: URL; codeVerifier: string } {
  const oauth = new OAuth2Client(client.clientId, client.secret ?? null, redirectUri);
  if (client.provider === 'google') {
    const codeVerifier = generateCodeVerifier();
    const url = oauth.createAuthorizationURLWithPKCE(
      endpoints.authorize,
      state,
      CodeChallengeMethod.S256,
      codeVerifier,
      SCOPES.google,
    );
    return { url, codeVerifier };
  }
  return { url: oauth.createAuthorizationURL(endpoints.authorize, state, SCOPES.facebook), codeVerifier: '' };
}

/** Exchanges the authorization code for tokens. */
export async function exchangeCode(
  client: ProviderClient & { secret: string },
  endpoints: ProviderEndpoints,
  redirectUri: string,
  code: string,
  codeVerifier: string,
): Promise<OAuth2Tokens> {
  if (client.provider === 'google') {
    return new OAuth2Client(client.clientId, client.secret, redirectUri).validateAuthorizationCode(
      endpoints.token,
      code,
      codeVerifier,
    );
  }
  // Facebook wants the secret in the form body (no HTTP Basic), as arctic's Facebook client sends it; its endpoint
  // is fixed there, so the same request is made here to honour the test override. arctic parses the answer.
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
    client_id: client.clientId,
    client_secret: client.secret,
  });
  const response = await fetch(endpoints.token, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body,
    signal: AbortSignal.timeout(10_000),
  });
  const data = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok || !data || typeof data.access_token !== 'string')
    throw new Error(`facebook token endpoint answered ${response.status}`);
  return new OAuth2Tokens(data);
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** Reads the signed-in account: Google's OpenID userinfo, Facebook's Graph /me?fields=id,name,email. */
export async function fetchProfile(
  provider: SocialProvider,
  endpoints: ProviderEndpoints,
  accessToken: string,
): Promise<ProviderProfile> {
  const url = new URL(endpoints.profile);
  if (provider === 'facebook') url.searchParams.set('fields', 'id,name,email,first_name,last_name');
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`${provider} profile endpoint answered ${response.status}`);
  const data = (await response.json()) as Record<string, unknown>;
  const subject = text(provider === 'google' ? data.sub : data.id);
  if (!subject) throw new Error(`${provider} profile has no account id`);
  const email = text(data.email)?.toLowerCase() ?? null;
  const [first, ...rest] = (text(data.name) ?? '').split(/\s+/);
  return {
    subject,
    email,
    // Google says so per address; Facebook returns only an address its owner has confirmed with Facebook.
    emailVerified: email !== null && (provider === 'facebook' || data.email_verified === true),
    firstname: text(provider === 'google' ? data.given_name : data.first_name) ?? (first || null),
    lastname: text(provider === 'google' ? data.family_name : data.last_name) ?? (rest.join(' ') || null),
  };
}
