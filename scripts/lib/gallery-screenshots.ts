/**
 * `npm run build -- --screenshots`: phone-sized screenshots of each rebuilt tenant's first screen and login screen
 * for OUT/report.html, taken with the system Chromium from a server started on a free port from the fresh build
 * output (an in-memory database with the demo data). Without Chromium the gallery keeps its brand cards.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium } from '@playwright/test';
import { readBuildOutput } from '../../src/pipeline/build-output';
import type { ScreenshotRequest } from '../../src/pipeline/gallery';
import { SCREENSHOT_VIEWPORT } from '../../src/pipeline/gallery-model';
import { buildApp } from '../../src/server/app';
import { seedDemo } from '../../src/server/db/seed/seed-all';
import { TenantRegistry } from '../../src/server/tenancy/tenant-registry';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** A screen has settled when the network is idle; a screen that never settles is shot as it is after this. */
const SETTLE_TIMEOUT_MS = 15_000;

export async function takeGalleryScreenshots(request: ScreenshotRequest): Promise<void> {
  if (!existsSync(CHROMIUM_PATH)) {
    console.warn(`gallery  no Chromium at ${CHROMIUM_PATH} (set CHROMIUM_PATH): brand cards instead of screenshots`);
    return;
  }
  const output = await readBuildOutput(request.outDir);
  if (!output) throw new Error(`${request.outDir} has no tenants.json to serve the screenshots from`);
  const app = await buildApp({
    registry: new TenantRegistry(output.tenants, { fromBuild: output.defaultTenant }),
    distDir: request.outDir,
    logger: false,
    docsUi: false,
  });
  const browser = await chromium
    .launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu'] })
    .catch(async (error: unknown) => {
      await app.close();
      throw error;
    });
  try {
    const wanted = new Set(request.tenants.map((t) => t.id));
    await seedDemo(
      app.ctx.db,
      output.tenants.filter((t) => wanted.has(t.config.id)).map((t) => t.config),
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    for (const tenant of request.tenants) {
      // A fresh context per tenant: no stored language, so the app opens in the tenant's default language.
      const context = await browser.newContext({ viewport: SCREENSHOT_VIEWPORT, serviceWorkers: 'block' });
      const page = await context.newPage();
      for (const screen of request.screens) {
        await page.goto(`http://${tenant.subdomain}.localhost:${port}${screen.path}`, { waitUntil: 'load' });
        await page.waitForLoadState('networkidle', { timeout: SETTLE_TIMEOUT_MS }).catch(() => undefined);
        await page.screenshot({ path: path.join(request.outDir, request.fileOf(tenant.id, screen)) });
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await app.close();
  }
}
