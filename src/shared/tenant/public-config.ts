import type { TenantTheme } from '../theme/derive-theme';
import type { ResolvedTenant } from './resolve-tenant';

/** Rendered icon files of every tenant, relative to its site root (the build writes them, the manifest lists them). */
export const ICON_FILES = {
  favicon32: 'icons/favicon-32.png',
  favicon48: 'icons/favicon-48.png',
  appleTouch: 'icons/apple-touch-icon.png',
  icon192: 'icons/icon-192.png',
  icon512: 'icons/icon-512.png',
  maskable512: 'icons/maskable-512.png',
} as const;

export type IconName = keyof typeof ICON_FILES;

/** Absolute URLs of the tenant's rendered icons. */
export type TenantIcons = Record<IconName, string>;

/** The login policy as the browser sees it: OAuth client ids only, never the names of secret variables. */
export type PublicLoginConfig = Omit<ResolvedTenant['login'], 'google' | 'facebook'> & {
  google?: { clientId: string };
  facebook?: { appId: string };
};

/**
 * What the browser gets about its tenant: embedded in index.html as `<script id="livery-config"
 * type="application/json">` and written as config.json. The resolved config (no secrets live in it: OAuth client ids
 * and the maps browser key are public by design) plus the derived theme and the icon URLs. Server-only details
 * (which environment variable holds an OAuth secret) are dropped, and so is `payments` until a payment screen reads
 * it: the browser gets no field nothing uses.
 */
export interface PublicTenantConfig extends Omit<ResolvedTenant, 'login' | 'payments'> {
  login: PublicLoginConfig;
  theme: TenantTheme;
  icons: TenantIcons;
}

/** Id of the script element that carries the public config in index.html. */
export const PUBLIC_CONFIG_ELEMENT_ID = 'livery-config';

/** Id of the script element with the query answers of a server-rendered first screen (docs/contract.md). */
export const FIRST_SCREEN_ELEMENT_ID = 'livery-first-screen';

export function iconUrls(): TenantIcons {
  return Object.fromEntries(Object.entries(ICON_FILES).map(([name, file]) => [name, `/${file}`])) as TenantIcons;
}

export function toPublicConfig(resolved: ResolvedTenant, theme: TenantTheme): PublicTenantConfig {
  const { login: resolvedLogin, payments: _serverOnly, ...shared } = resolved;
  const { google, facebook, ...login } = resolvedLogin;
  return {
    ...shared,
    login: {
      ...login,
      ...(google && { google: { clientId: google.clientId } }),
      ...(facebook && { facebook: { appId: facebook.appId } }),
    },
    theme,
    icons: iconUrls(),
  };
}
