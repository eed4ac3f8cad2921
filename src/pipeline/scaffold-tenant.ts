import fs from 'node:fs/promises';
import path from 'node:path';
import schema from '../../schemas/tenant.schema.json';
import { SHORT_NAME_MAX } from '../shared/tenant/resolve-tenant';
import type { Language, Layout, TenantConfig } from '../shared/tenant/tenant-config.generated';
import { hslToRgb, toHex } from '../shared/theme/color';
import { CONFIG_FILE } from './load-tenants';

const ID_PATTERN = new RegExp(schema.properties.id.pattern);
export const SCAFFOLD_ICON = 'icon.svg';

/** Why `id` cannot name a tenant, or undefined when it can. */
export function invalidIdReason(id: string): string | undefined {
  if (ID_PATTERN.test(id)) return undefined;
  return `"${id}" is not a valid tenant id: it ${schema.properties.id['x-pattern-message']} (pattern ${schema.properties.id.pattern})`;
}

/** "north-outfitters" -> "North Outfitters". */
export function nameFromId(id: string): string {
  return id
    .split('-')
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ');
}

/** A stable colour per id, so new tenants do not all look alike; the theme fixes contrast anyway. */
export function colorFromId(id: string): string {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return toHex(hslToRgb({ h: hash % 360, s: 0.55, l: 0.4 }));
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A placeholder icon: the tenant's initial, white on its colour, to be replaced by the real logo. A disc, so it
 * stays inside the maskable safe zone (tenants:check warns about anything outside it).
 */
export function placeholderIcon(letter: string, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <circle cx="256" cy="256" r="256" fill="${color}"/>
  <text x="256" y="256" dy=".35em" text-anchor="middle" font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-size="300" font-weight="700" fill="#FFFFFF">${escapeXml(letter)}</text>
</svg>
`;
}

/** What a new tenant may be given at once; anything left out gets the defaults below. */
export interface ScaffoldOptions {
  name?: string;
  layout?: Layout;
  /** #RRGGBB */
  color?: string;
  /** The first is the default language. */
  languages?: Language[];
  /** The merchant's icon (.svg, or a square .png of at least 512 px), copied in as icon.svg / icon.png. */
  icon?: string;
}

/** The icon file name in the tenant folder: icon.<extension of the given icon>, or the placeholder's. */
export const scaffoldIconFile = (icon?: string) => (icon ? `icon${path.extname(icon).toLowerCase()}` : SCAFFOLD_ICON);

/** The files of a new tenant that passes tenants:check as it is. Pure. */
export function createScaffold(id: string, options: ScaffoldOptions = {}): { config: TenantConfig; iconSvg: string } {
  const reason = invalidIdReason(id);
  if (reason) throw new Error(reason);
  const name = options.name ?? nameFromId(id);
  const color = options.color?.toUpperCase() ?? colorFromId(id);
  const [first = 'en', ...others] = options.languages?.length ? options.languages : (['en', 'mn', 'cn'] as const);
  const languages: [Language, ...Language[]] = [first, ...others];
  const config: TenantConfig = {
    $schema: '../../schemas/tenant.schema.json',
    id,
    name,
    ...([...name].length > SHORT_NAME_MAX && { shortName: [...name].slice(0, SHORT_NAME_MAX).join('').trim() }),
    description: `${name}: order ahead and collect rewards.`,
    layout: options.layout ?? 'food',
    brand: { color, icon: scaffoldIconFile(options.icon), backgroundColor: '#FFFFFF' },
    languages,
    defaultLanguage: first,
    currency: { code: 'USD', symbol: '$' },
    login: { preferred: 'phone-otp', methods: ['phone', 'email'] },
    guest: { loginType: 'none' },
    payments: { providers: ['sandbox'] },
    features: { referral: false, walletPass: false, loyaltyRedemption: true, storeCredit: true },
  };
  return { config, iconSvg: placeholderIcon([...name][0].toUpperCase(), color) };
}

/**
 * Writes a scaffold into `<tenantsDir>/<id>/` (the given icon copied in, or the placeholder); refuses an existing
 * folder. The files are written into a hidden folder first (loaders skip dot folders) and renamed into place, so a
 * watch-mode build never sees half a tenant. Returns the folder.
 */
export async function writeScaffold(tenantsDir: string, id: string, options: ScaffoldOptions = {}): Promise<string> {
  const { config, iconSvg } = createScaffold(id, options);
  const dir = path.join(tenantsDir, id);
  if (await fs.stat(dir).catch(() => undefined))
    throw new Error(`${dir} already exists: choose another id, or edit that tenant's ${CONFIG_FILE}`);
  const staging = path.join(tenantsDir, `.new-${id}`);
  await fs.rm(staging, { recursive: true, force: true });
  await fs.mkdir(staging, { recursive: true });
  // Formatted like the rest of the repository, so `prettier --check` passes on a new tenant too.
  const prettier = await import('prettier');
  const prettierOptions = (await prettier.resolveConfig(path.join(dir, CONFIG_FILE))) ?? {};
  const text = await prettier.format(JSON.stringify(config), { ...prettierOptions, filepath: CONFIG_FILE });
  await fs.writeFile(path.join(staging, CONFIG_FILE), text);
  if (options.icon) await fs.copyFile(options.icon, path.join(staging, scaffoldIconFile(options.icon)));
  else await fs.writeFile(path.join(staging, SCAFFOLD_ICON), iconSvg);
  await fs.rename(staging, dir);
  return dir;
}
