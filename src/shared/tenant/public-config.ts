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

/**
 * What the browser gets about its tenant: embedded in index.html as `<script id="livery-config"
 * type="application/json">` and written as config.json. The resolved config (no secrets live in it: payment keys
 * are publishable ones) plus the derived theme and the icon URLs.
 */
export interface PublicTenantConfig extends ResolvedTenant {
  theme: TenantTheme;
  icons: TenantIcons;
}

/** Id of the script element that carries the public config in index.html. */
export const PUBLIC_CONFIG_ELEMENT_ID = 'livery-config';

export function iconUrls(): TenantIcons {
  return Object.fromEntries(Object.entries(ICON_FILES).map(([name, file]) => [name, `/${file}`])) as TenantIcons;
}

export function toPublicConfig(resolved: ResolvedTenant, theme: TenantTheme): PublicTenantConfig {
  return { ...resolved, theme, icons: iconUrls() };
}
