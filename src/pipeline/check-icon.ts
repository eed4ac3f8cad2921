import fs from 'node:fs/promises';
import path from 'node:path';
import schema from '../../schemas/tenant.schema.json';
import sharp, { type Metadata } from 'sharp';
import { SCHEMA_DEFAULTS } from '../shared/tenant/tenant-config.generated';
import { iconQualityWarnings, measureIcon } from './icon-quality';
import { closestMatch, type Problem } from './problems';
import type { JsonSource } from './json-source';

/** Smallest side of a .png source icon: the largest rendered icon is 512 px and must not be upscaled. */
export const MIN_PNG_ICON_SIZE = 512;
const POINTER = '/brand/icon';
const ICON_PATTERN = new RegExp(schema.properties.brand.properties.icon.pattern);
const COLOR_PATTERN = new RegExp(schema.$defs.hexColor.pattern);

/**
 * Icons read before, by path, modification time, size (and background): a process that builds again (the watcher,
 * the dev server, a bench) re-reads only the icons that changed. Cleared whole when it grows past any real set.
 */
const readIcons = new Map<string, Promise<unknown>>();
const MAX_READ_ICONS = 5_000;

function remembered<T>(key: string, read: () => Promise<T>): Promise<T> {
  let found = readIcons.get(key) as Promise<T> | undefined;
  if (!found) {
    if (readIcons.size >= MAX_READ_ICONS) readIcons.clear();
    found = read();
    readIcons.set(key, found);
    // A failed read is not remembered: the next check tries again.
    found.catch(() => readIcons.delete(key));
  }
  return found;
}

/**
 * Checks that the tenant's source icon exists inside its folder and has the right shape: a readable SVG, or a
 * square PNG of at least 512x512 (errors); then how it fares as a maskable icon on the background colour: content
 * outside the safe zone, too little contrast (warnings). Returns the problems (none when fine).
 */
export async function iconProblems(source: JsonSource, file: string, tenantDir: string): Promise<Problem[]> {
  const brand = (source.value as { brand?: { icon?: unknown; backgroundColor?: unknown } } | null)?.brand;
  const icon = brand && typeof brand === 'object' ? brand.icon : undefined;
  // A missing or malformed icon value is the schema's to report.
  if (typeof icon !== 'string' || !ICON_PATTERN.test(icon)) return [];
  const report = (message: string, hint?: string): Problem[] => [
    { file, pointer: POINTER, ...source.valueAt(POINTER), message, ...(hint && { hint }) },
  ];
  const iconPath = path.resolve(tenantDir, icon);
  if (!iconPath.startsWith(path.resolve(tenantDir) + path.sep))
    return report(`icon "${icon}" is outside the tenant folder`, 'allowed: a path inside the tenant folder');
  const stat = await fs.stat(iconPath).catch(() => undefined);
  if (!stat?.isFile()) {
    const entries = await fs.readdir(tenantDir, { recursive: true }).catch(() => [] as string[]);
    const candidates = entries.map((e) => e.split(path.sep).join('/')).filter((e) => /\.(svg|png)$/i.test(e));
    const suggestion = closestMatch(icon, candidates);
    return report(
      `icon file "${icon}" not found in the tenant folder`,
      suggestion
        ? `did you mean "${suggestion}"?`
        : candidates.length
          ? `allowed: ${candidates.join(', ')}`
          : 'add an .svg or a square .png of at least 512x512 pixels',
    );
  }
  const expected = icon.endsWith('.svg') ? 'svg' : 'png';
  let metadata: Metadata;
  try {
    metadata = await remembered(`metadata|${iconPath}|${stat.mtimeMs}|${stat.size}`, () => sharp(iconPath).metadata());
  } catch (error) {
    return report(`icon "${icon}" is not a readable ${expected.toUpperCase()} (${(error as Error).message.trim()})`);
  }
  if (metadata.format !== expected)
    return report(
      `icon "${icon}" is a ${String(metadata.format).toUpperCase()} file, not ${expected.toUpperCase()}`,
      `allowed: rename it to match its format (.svg or .png)`,
    );
  if (expected === 'png') {
    const { width = 0, height = 0 } = metadata;
    if (width !== height || width < MIN_PNG_ICON_SIZE)
      return report(
        `icon "${icon}" is ${width}x${height} pixels; a .png icon must be square and at least ${MIN_PNG_ICON_SIZE}x${MIN_PNG_ICON_SIZE}`,
        'allowed: a square .png >= 512 px, or an .svg',
      );
  }
  // A malformed colour is the schema's to report; the icon is then read on the default background.
  const background =
    typeof brand?.backgroundColor === 'string' && COLOR_PATTERN.test(brand.backgroundColor)
      ? brand.backgroundColor.toUpperCase()
      : SCHEMA_DEFAULTS['brand.backgroundColor'];
  const quality = await remembered(`quality|${iconPath}|${stat.mtimeMs}|${stat.size}|${background}`, () =>
    measureIcon(iconPath, background),
  );
  return iconQualityWarnings(quality, background).map((warning) => ({
    file,
    pointer: POINTER,
    ...source.valueAt(POINTER),
    ...warning,
    severity: 'warning' as const,
  }));
}
