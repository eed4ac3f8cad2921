// The preview gallery (OUT/report.html, written by every build) opened in Chromium as staff open it: from disk.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from '@playwright/test';
import { shoot } from './support';
import { hexToRgb, sampleTenants } from './tenants';

const DIST_DIR = path.resolve(process.env.DIST_DIR ?? 'dist');
const GALLERY_URL = pathToFileURL(path.join(DIST_DIR, 'report.html')).href;

test.use({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 });

test('the gallery shows every sample tenant: facts, colours with contrast, icons, safe zone, screens', async ({
  page,
}, testInfo) => {
  await page.goto(GALLERY_URL);
  await expect(page.getByRole('heading', { level: 1, name: 'Tenant gallery' })).toBeVisible();
  for (const tenant of sampleTenants()) {
    const section = page.locator(`section[data-tenant="${tenant.id}"]`);
    await expect(section.getByRole('heading', { level: 2, name: tenant.name })).toBeVisible();
    await expect(section.locator('[data-fact="subdomain"]')).toHaveText(tenant.subdomain);
    await expect(section.locator('[data-fact="layout"]')).toHaveText(tenant.layout);
    await expect(section.locator('[data-fact="languages"]')).toHaveText(tenant.languages.join(', '));
    await expect(section.locator('[data-fact="languages"] u')).toHaveText(tenant.defaultLanguage);

    const brand = section.locator('tr[data-swatch="brand"] .chip');
    await expect(brand).toHaveText(tenant.brandColor.toUpperCase());
    await expect(brand).toHaveCSS('background-color', hexToRgb(tenant.brandColor));
    // Text on the brand and the on-page shade are derived to read 4.5:1.
    for (const swatch of ['brand', 'on-page shade'])
      expect(
        Number(await section.locator(`tr[data-swatch="${swatch}"] [data-ratio]`).getAttribute('data-ratio')),
      ).toBeGreaterThanOrEqual(4.5);

    // Every icon and screenshot was found and decoded (a missing file has no natural size).
    const images = section.locator('img');
    expect(await images.count()).toBeGreaterThanOrEqual(8);
    const undecoded = await images.evaluateAll((all) =>
      (all as HTMLImageElement[]).filter((img) => !img.complete || img.naturalWidth === 0).map((img) => img.src),
    );
    expect(undecoded).toEqual([]);
    for (const size of [32, 48, 180, 192, 512]) await expect(section.getByText(`${size} px`)).toBeVisible();

    // The safe zone: a circle of 80 % of the maskable icon's width, drawn over it.
    const maskable = section.getByAltText('maskable icon 512 px');
    const circle = section.locator('circle[data-safe-zone="80"]');
    const [icon, zone] = [await maskable.boundingBox(), await circle.boundingBox()];
    expect(zone!.width / icon!.width).toBeCloseTo(0.8, 1);
    expect(zone!.x + zone!.width / 2).toBeCloseTo(icon!.x + icon!.width / 2, 0);

    // Phone screenshots (build --screenshots) or, without them, the brand card in the tenant's colours.
    const screenshots = section.locator('img[data-screenshot]');
    if ((await screenshots.count()) > 0) {
      await expect(screenshots).toHaveCount(2);
      expect(await screenshots.first().evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(390);
    } else {
      await expect(section.locator('[data-brand-card] .bar')).toHaveCSS(
        'background-color',
        hexToRgb(tenant.brandColor),
      );
    }
  }
  await shoot(page, testInfo, 'gallery');
});
