import type { LoginMethod } from './tenant-config.generated';

/** Social sign-in providers the platform supports (tenant login.methods may list them). */
export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/**
 * Social sign-in providers the login screen offers: in login.methods AND given a public client id ("hidden
 * otherwise"). The server's OAuth routes answer only for these.
 */
export function socialProviders(tenant: {
  login: { methods: readonly LoginMethod[]; google?: unknown; facebook?: unknown };
}): SocialProvider[] {
  return SOCIAL_PROVIDERS.filter((p) => tenant.login.methods.includes(p) && Boolean(tenant.login[p]));
}
