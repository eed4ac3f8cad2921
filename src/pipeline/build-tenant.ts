import fs from 'node:fs/promises';
import path from 'node:path';
import { toPublicConfig } from '../shared/tenant/public-config';
import { deriveTheme, type TenantTheme } from '../shared/theme/derive-theme';
import { ENTRYPOINTS_FILE, type AppBuild } from './compile-app';
import { listFiles } from './hash';
import { createHtmlModel, type HtmlModel } from './html';
import { writeIcons } from './icons';
import type { LoadedTenant } from './load-tenants';
import { createManifest, MANIFEST_FILE } from './manifest';

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
}

/** Links (or, across devices, copies) the compiled app into the tenant folder: one compile, many brands. */
async function copyApp(app: AppBuild, siteDir: string): Promise<void> {
  const files = (await listFiles(app.dir)).filter((f) => f !== ENTRYPOINTS_FILE);
  const dirs = new Set(files.map((f) => path.dirname(path.join(siteDir, f))));
  await Promise.all([...dirs].map((d) => fs.mkdir(d, { recursive: true })));
  await Promise.all(
    files.map(async (file) => {
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
 * Writes OUT/<id>/ from scratch: the app, icons, manifest, config.json, theme.json and index.html. Returns what
 * it wrote.
 */
export async function buildTenant(
  tenant: LoadedTenant,
  siteDir: string,
  app: AppBuild,
  renderHtml: (model: HtmlModel) => string,
): Promise<Omit<TenantReport, 'status' | 'ms'>> {
  const { config } = tenant;
  const theme = deriveTheme(config.brand.color, config.brand.backgroundColor);
  const publicConfig = toPublicConfig(config, theme);
  await fs.rm(siteDir, { recursive: true, force: true });
  await fs.mkdir(siteDir, { recursive: true });
  await Promise.all([
    copyApp(app, siteDir),
    writeIcons(tenant.iconPath, siteDir, config.brand.backgroundColor),
    fs.writeFile(path.join(siteDir, MANIFEST_FILE), JSON.stringify(createManifest(config, theme), null, 2)),
    fs.writeFile(path.join(siteDir, 'config.json'), JSON.stringify(publicConfig, null, 2)),
    fs.writeFile(path.join(siteDir, 'theme.json'), JSON.stringify(theme, null, 2)),
    fs.writeFile(path.join(siteDir, 'index.html'), renderHtml(createHtmlModel(publicConfig, app.entrypoints))),
  ]);
  const files = await Promise.all(
    (await listFiles(siteDir)).map(async (file) => ({
      path: file,
      bytes: (await fs.stat(path.join(siteDir, file))).size,
    })),
  );
  return {
    id: config.id,
    files,
    totalBytes: files.reduce((sum, f) => sum + f.bytes, 0),
    contrast: theme.contrast,
    brand: theme.palette.primary.main,
    onPage: theme.palette.primaryOnPage.main,
  };
}
