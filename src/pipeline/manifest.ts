import { ICON_FILES } from '../shared/tenant/public-config';
import { LANGUAGE_TAGS } from '../shared/tenant/language-tags';
import { layoutProfile } from '../shared/tenant/layout-profiles';
import type { ResolvedTenant } from '../shared/tenant/resolve-tenant';
import type { TenantTheme } from '../shared/theme/derive-theme';

export const MANIFEST_FILE = 'manifest.webmanifest';

export interface ManifestIcon {
  src: string;
  sizes: string;
  type: 'image/png';
  purpose: 'any' | 'maskable';
}

/** The subset of the W3C web app manifest Livery writes. */
export interface WebManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  lang: string;
  dir: 'ltr';
  categories: string[];
  icons: ManifestIcon[];
}

/** The tenant's manifest.webmanifest: installable with its own name, colours and icons. Pure. */
export function createManifest(tenant: ResolvedTenant, theme: TenantTheme): WebManifest {
  return {
    id: '/',
    name: tenant.name,
    short_name: tenant.shortName,
    description: tenant.description,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: theme.palette.primary.main,
    background_color: tenant.brand.backgroundColor,
    lang: LANGUAGE_TAGS[tenant.defaultLanguage],
    dir: 'ltr',
    categories: [...layoutProfile(tenant).manifestCategories],
    icons: [
      { src: `/${ICON_FILES.icon192}`, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: `/${ICON_FILES.icon512}`, sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: `/${ICON_FILES.maskable512}`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
