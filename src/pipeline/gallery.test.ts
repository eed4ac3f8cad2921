import fs from 'node:fs/promises';
import path from 'node:path';
import { resolveTenant } from '../shared/tenant/resolve-tenant';
import { build } from './build';
import { createGalleryModel, GALLERY_SCREENS } from './gallery-model';
import type { ScreenshotRequest } from './gallery';
import { fakeAppCompiler, makeBuildWorkspace } from './testing/fake-app';
import { validConfig, writeTenant } from './testing/fixtures';

const ROOT = path.resolve(__dirname, '../..');
/** A one-pixel PNG: what the fake taker writes for each screen. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

let work: string;
let tenantsDir: string;
let outDir: string;
let appSourceDir: string;
let requests: ScreenshotRequest['tenants'][];

async function fakeTaker(request: ScreenshotRequest): Promise<void> {
  requests.push(request.tenants);
  for (const tenant of request.tenants)
    for (const screen of request.screens)
      await fs.writeFile(path.join(request.outDir, request.fileOf(tenant.id, screen)), PIXEL);
}

function run(screenshots: boolean) {
  return build({
    rootDir: ROOT,
    tenantsDir,
    outDir,
    compileApp: fakeAppCompiler(appSourceDir),
    appSources: [appSourceDir],
    log: () => undefined,
    takeScreenshots: screenshots ? fakeTaker : undefined,
  });
}

const gallery = () => fs.readFile(path.join(outDir, 'report.html'), 'utf8');
const sectionOf = (html: string, id: string) => html.slice(html.indexOf(`data-tenant='${id}'`)).split('</section>')[0];

beforeEach(async () => {
  ({ work, tenantsDir, outDir, appSourceDir } = await makeBuildWorkspace('gallery'));
  await writeTenant(tenantsDir, 'brew-lane', validConfig('brew-lane'));
  await writeTenant(
    tenantsDir,
    'sunny-mart',
    validConfig('sunny-mart', { name: 'Sunny Mart', layout: 'retail', brand: { color: '#FFD60A', icon: 'icon.svg' } }),
  );
  requests = [];
});
afterEach(async () => {
  await fs.rm(work, { recursive: true, force: true });
});

describe('createGalleryModel', () => {
  it('shows the facts, colours with their contrast, every icon and the maskable safe zone of a tenant', () => {
    const config = resolveTenant(
      validConfig('sunny-mart', {
        name: 'Sunny Mart',
        subdomain: 'sunny',
        layout: 'retail',
        brand: { color: '#FFD60A', icon: 'icon.svg' },
        languages: ['en', 'mn'],
        defaultLanguage: 'mn',
      }),
    );
    const [tenant] = createGalleryModel({
      builtAt: 'now',
      defaultTenant: 'sunny-mart',
      tenants: [{ config, report: { status: 'built', warnings: ['/brand/icon  off centre'] }, screenshots: [] }],
    }).tenants;
    expect(tenant).toMatchObject({
      name: 'Sunny Mart',
      shortName: 'Sunny Mart',
      subdomain: 'sunny',
      layout: 'retail',
      languages: [
        { code: 'en', isDefault: false },
        { code: 'mn', isDefault: true },
      ],
      status: 'rebuilt',
      maskable: { file: 'sunny-mart/icons/maskable-512.png', safeZonePercent: 80 },
      screenshots: [],
      warnings: ['/brand/icon  off centre'],
    });
    // Yellow: near-black text on the brand passes, the brand itself as text on white does not (hence on-page).
    expect(tenant.swatches.find((s) => s.label === 'brand')).toMatchObject({
      color: '#FFD60A',
      ratio: 13.38,
      verdict: 'pass',
    });
    expect(tenant.swatches.find((s) => s.label === 'brand on the page')).toMatchObject({
      ratio: 1.41,
      verdict: 'fail',
    });
    expect(tenant.swatches.find((s) => s.label === 'on-page shade')).toMatchObject({ color: '#7F6A00', ratio: 5.3 });
    expect(tenant.icons.map((i) => i.size)).toEqual([32, 48, 180, 192, 512]);
  });
});

describe('report.html', () => {
  it('has a section per tenant with its icons, the safe zone drawn, and a brand card without screenshots', async () => {
    await run(false);
    const html = await gallery();
    for (const id of ['brew-lane', 'sunny-mart']) {
      const section = sectionOf(html, id);
      expect(section).toContain(`src='${id}/icons/favicon-32.png'`);
      expect(section).toContain(`src='${id}/icons/icon-512.png'`);
      expect(section).toContain(`src='${id}/icons/maskable-512.png'`);
      expect(section).toContain(`data-safe-zone='80'`);
      expect(section).toContain('data-brand-card');
      expect(section).not.toContain('data-screenshot');
    }
    // The fixture icon is a full red square: the check's warning is shown with the tenant.
    expect(sectionOf(html, 'sunny-mart')).toMatch(
      /<li>\/brand\/icon {2}[\d.]+ % of the icon&#x27;s visible content lies outside/,
    );
    expect(requests).toEqual([]);
  });

  it('screenshots rebuilt tenants only: unchanged tenants keep their previous screenshots', async () => {
    await run(true);
    expect(requests.map((r) => r.map((t) => t.id))).toEqual([['brew-lane', 'sunny-mart']]);
    const first = await gallery();
    for (const screen of GALLERY_SCREENS)
      expect(sectionOf(first, 'sunny-mart')).toContain(`src='gallery/sunny-mart/${screen.name}.png'`);
    expect(sectionOf(first, 'sunny-mart')).not.toContain('data-brand-card');

    await run(true);
    expect(requests).toHaveLength(1);

    await writeTenant(tenantsDir, 'sunny-mart', validConfig('sunny-mart', { name: 'Sunny Two' }), null);
    await run(true);
    expect(requests.map((r) => r.map((t) => t.id))).toEqual([['brew-lane', 'sunny-mart'], ['sunny-mart']]);

    // A rebuild without --screenshots shows the brand card rather than screenshots of the old build.
    await writeTenant(tenantsDir, 'sunny-mart', validConfig('sunny-mart', { name: 'Sunny Three' }), null);
    await run(false);
    const last = await gallery();
    expect(sectionOf(last, 'sunny-mart')).toContain('data-brand-card');
    expect(sectionOf(last, 'brew-lane')).toContain('data-screenshot');
  });
});
