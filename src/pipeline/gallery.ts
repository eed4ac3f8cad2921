import fs from 'node:fs/promises';
import path from 'node:path';
import Handlebars from 'handlebars';
import type { BuildReport } from './build-report';
import { writeFileAtomic } from './build-output';
import {
  createGalleryModel,
  GALLERY_SCREENS,
  SCREENSHOT_STATE_FILE,
  SCREENSHOTS_DIR,
  screenshotPath,
  type GalleryScreen,
} from './gallery-model';
import { readJson } from './hash';
import type { LoadedTenant } from './load-tenants';

export const GALLERY_FILE = 'report.html';
/** Relative to the repository root, like the index.html template. */
export const GALLERY_TEMPLATE_PATH = 'src/pipeline/templates/report.html.hbs';

/** A tenant the output serves, with the input hash of its last build. */
export interface ServedTenant {
  tenant: LoadedTenant;
  build: string;
}

/** What a screenshot taker is asked for: each screen of each tenant, written to `path.join(outDir, fileOf(…))`. */
export interface ScreenshotRequest {
  outDir: string;
  tenants: { id: string; subdomain: string }[];
  screens: readonly GalleryScreen[];
  fileOf: (id: string, screen: GalleryScreen) => string;
}

/** Takes the screenshots asked for (scripts/lib/gallery-screenshots.ts does it with Chromium). */
export type TakeScreenshots = (request: ScreenshotRequest) => Promise<void>;

interface ScreenshotState {
  /** The build the screenshots show. */
  build: string;
}

const stateFile = (outDir: string, id: string) => path.join(outDir, SCREENSHOTS_DIR, id, SCREENSHOT_STATE_FILE);

/** Screens of a tenant whose screenshots show its current build (all of them, or none). */
async function freshScreens(outDir: string, served: ServedTenant): Promise<readonly GalleryScreen[]> {
  const state = await readJson<ScreenshotState>(stateFile(outDir, served.tenant.config.id));
  if (state?.build !== served.build) return [];
  for (const screen of GALLERY_SCREENS) {
    const file = path.join(outDir, screenshotPath(served.tenant.config.id, screen));
    if (!(await fs.stat(file).catch(() => undefined))) return [];
  }
  return GALLERY_SCREENS;
}

/**
 * Has `take` screenshot every tenant rebuilt since its last screenshots (unchanged tenants keep theirs) and records
 * which build they show. Old screenshots of a rebuilt tenant are deleted first, so a failed shot never passes for
 * a current one. Returns how many tenants were screenshot.
 */
export async function refreshScreenshots(
  outDir: string,
  served: ServedTenant[],
  take: TakeScreenshots,
): Promise<number> {
  const stale: ServedTenant[] = [];
  for (const tenant of served) if ((await freshScreens(outDir, tenant)).length === 0) stale.push(tenant);
  if (stale.length === 0) return 0;
  for (const { tenant } of stale) {
    const dir = path.join(outDir, SCREENSHOTS_DIR, tenant.config.id);
    await fs.rm(dir, { recursive: true, force: true });
    await fs.mkdir(dir, { recursive: true });
  }
  await take({
    outDir,
    tenants: stale.map(({ tenant }) => ({ id: tenant.config.id, subdomain: tenant.config.subdomain })),
    screens: GALLERY_SCREENS,
    fileOf: screenshotPath,
  });
  for (const { tenant, build } of stale)
    await fs.writeFile(stateFile(outDir, tenant.config.id), JSON.stringify({ build } satisfies ScreenshotState));
  return stale.length;
}

/** Writes OUT/report.html: one section per served tenant (templates/report.html.hbs renders gallery-model.ts). */
export async function writeGallery(
  rootDir: string,
  outDir: string,
  report: BuildReport,
  served: ServedTenant[],
): Promise<void> {
  const source = await fs.readFile(path.join(rootDir, GALLERY_TEMPLATE_PATH), 'utf8');
  const template = Handlebars.compile(source, { strict: true });
  const reports = new Map(report.tenants.map((t) => [t.id, t]));
  const model = createGalleryModel({
    builtAt: report.builtAt,
    defaultTenant: report.defaultTenant,
    tenants: await Promise.all(
      served.map(async (entry) => ({
        config: entry.tenant.config,
        report: reports.get(entry.tenant.config.id),
        screenshots: await freshScreens(outDir, entry),
      })),
    ),
  });
  await writeFileAtomic(path.join(outDir, GALLERY_FILE), `<!doctype html>\n${template(model)}\n`);
}
