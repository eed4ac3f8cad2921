import fs from 'node:fs/promises';
import path from 'node:path';
import { toPublicConfig } from '../shared/tenant/public-config';
import { deriveTheme, type TenantTheme } from '../shared/theme/derive-theme';
import { writeServerConfig } from './build-output';
import { ENTRYPOINTS_FILE, type AppBuild } from './compile-app';
import { DEV_RELOAD_SCRIPT_FILE, devReloadScript } from './dev-reload';
import { listFiles } from './hash';
import { createHtmlModel, type HtmlModel } from './html';
import { writeIcons, type RenderedIcons } from './icons';
import type { LoadedTenant } from './load-tenants';
import { createManifest, MANIFEST_FILE } from './manifest';
import type { RenderShell } from './static-shell';

export interface BuiltFile {
  path: string;
  bytes: number;
}

/** One tenant's line in report.json. */
export interface TenantReport {
  id: string;
  status: 'built' | 'skipped';
  ms: number;
  files: BuiltFile[];
  totalBytes: number;
  contrast: TenantTheme['contrast'];
  /** The brand colour: every brand surface (app bar, buttons, chips, badges) wears it. */
  brand: string;
  /** The brand as text or an outline on the page: the brand itself, or the nearest shade that reads 4.5:1 there. */
  onPage: string;
  /** The check's warnings about this tenant (icon safe zone and contrast), as `/pointer  message  (hint)`. */
  warnings: string[];
}

/** Where a tenant folder is written before it replaces the served one (a sibling, so the rename stays on one disk). */
export const STAGING_DIR = '.staging';

export interface BuildTenantOptions {
  /** Watch mode: add the live-reload script to index.html (never in a deployable build). */
  liveReload?: boolean;
  /** Renders the static shell index.html paints before any script runs; without it `#root` starts empty. */
  renderShell?: RenderShell;
  /** The app's files (listAppFiles), when the caller builds many tenants from one compile; listed here otherwise. */
  appFiles?: BuiltFile[];
  /** The tenant's icons drawn ahead (during the app compile); drawn here otherwise. */
  icons?: Promise<RenderedIcons>;
}

/** The compiled app's files with their sizes (entrypoints.json is the pipeline's, not served): listed once a build. */
export async function listAppFiles(app: AppBuild): Promise<BuiltFile[]> {
  const files = (await listFiles(app.dir)).filter((f) => f !== ENTRYPOINTS_FILE);
  return Promise.all(
    files.map(async (file) => ({ path: file, bytes: (await fs.stat(path.join(app.dir, file))).size })),
  );
}

/** Links (or, across devices, copies) the compiled app into the tenant folder: one compile, many brands. */
async function copyApp(app: AppBuild, appFiles: BuiltFile[], siteDir: string): Promise<void> {
  const dirs = new Set(appFiles.map((f) => path.dirname(path.join(siteDir, f.path))));
  await Promise.all([...dirs].map((d) => fs.mkdir(d, { recursive: true })));
  await Promise.all(
    appFiles.map(async ({ path: file }) => {
      const from = path.join(app.dir, file);
      const to = path.join(siteDir, file);
      try {
        await fs.link(from, to);
      } catch {
        await fs.copyFile(from, to);
      }
    }),
  );
}

/**
 * Puts the finished `staging` folder in place of `siteDir`: two renames, so a running server serves the old folder
 * or the new one and never a half-written one (a file already being sent keeps streaming from the old inode).
 */
async function swapIn(staging: string, siteDir: string): Promise<void> {
  const retired = `${staging}.old`;
  await fs.rm(retired, { recursive: true, force: true });
  await fs.rename(siteDir, retired).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
  await fs.rename(staging, siteDir);
  await fs.rm(retired, { recursive: true, force: true });
}

/**
 * Writes OUT/<id>/ anew: the app, icons, manifest, config.json, theme.json and index.html, staged beside it and
 * swapped in whole; then OUT/.server/<id>.json, the resolved config the server reads. Returns what it wrote.
 */
export async function buildTenant(
  tenant: LoadedTenant,
  siteDir: string,
  app: AppBuild,
  renderHtml: (model: HtmlModel) => string,
  options: BuildTenantOptions = {},
): Promise<Omit<TenantReport, 'status' | 'ms' | 'warnings'>> {
  const { config } = tenant;
  const theme = deriveTheme(config.brand.color, config.brand.backgroundColor);
  const publicConfig = toPublicConfig(config, theme);
  const outDir = path.dirname(siteDir);
  const staging = path.join(outDir, STAGING_DIR, config.id);
  await fs.rm(staging, { recursive: true, force: true });
  await fs.mkdir(staging, { recursive: true });
  const entrypoints = options.liveReload
    ? { ...app.entrypoints, js: [...app.entrypoints.js, DEV_RELOAD_SCRIPT_FILE] }
    : app.entrypoints;
  const shell = await options.renderShell?.(publicConfig);
  const appFiles = options.appFiles ?? (await listAppFiles(app));
  // The tenant's own files, written from memory: their sizes are known without reading the folder back.
  const own: Record<string, string> = {
    [MANIFEST_FILE]: JSON.stringify(createManifest(config, theme), null, 2),
    'config.json': JSON.stringify(publicConfig, null, 2),
    'theme.json': JSON.stringify(theme, null, 2),
    'index.html': renderHtml(createHtmlModel(publicConfig, entrypoints, shell)),
    ...(options.liveReload ? { [DEV_RELOAD_SCRIPT_FILE]: devReloadScript() } : {}),
  };
  const [, icons] = await Promise.all([
    copyApp(app, appFiles, staging),
    writeIcons(tenant.iconPath, staging, config.brand.backgroundColor, options.icons),
    ...Object.entries(own).map(([file, text]) => fs.writeFile(path.join(staging, file), text)),
  ]);
  const files = [
    ...appFiles,
    ...icons.map((icon) => ({ path: path.relative(staging, icon.path).split(path.sep).join('/'), bytes: icon.bytes })),
    ...Object.entries(own).map(([file, text]) => ({ path: file, bytes: Buffer.byteLength(text) })),
  ].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  await swapIn(staging, siteDir);
  await writeServerConfig(outDir, config);
  return {
    id: config.id,
    files,
    totalBytes: files.reduce((sum, f) => sum + f.bytes, 0),
    contrast: theme.contrast,
    brand: theme.palette.primary.main,
    onPage: theme.palette.primaryOnPage.main,
  };
}
