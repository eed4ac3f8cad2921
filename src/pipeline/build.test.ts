import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { build, BuildUsageError, type BuildReport, type TenantsIndex } from './build';
import { readBuildOutput } from './build-output';
import { DEV_RELOAD_SCRIPT_FILE } from './dev-reload';
import { TenantConfigError } from './problems';
import { fakeAppCompiler, makeBuildWorkspace } from './testing/fake-app';
import { SQUARE_SVG, validConfig, writeTenant } from './testing/fixtures';

const ROOT = path.resolve(__dirname, '../..');

let work: string;
let tenantsDir: string;
let outDir: string;
let appSourceDir: string;
let compiles: number;

function run(extra: Partial<Parameters<typeof build>[0]> = {}): Promise<BuildReport> {
  return build({
    rootDir: ROOT,
    tenantsDir,
    outDir,
    compileApp: fakeAppCompiler(appSourceDir, { onCompile: () => compiles++ }),
    appSources: [appSourceDir],
    log: () => undefined,
    ...extra,
  });
}

/** The files index.html's entry loader adds (src/pipeline/entry-loader.ts), in order. */
const entryScripts = (html: string): string[] =>
  JSON.parse(/<script id='livery-entry-scripts' type='application\/json'>([^<]*)<\/script>/.exec(html)![1]);

const statusOf = (report: BuildReport) => Object.fromEntries(report.tenants.map((t) => [t.id, t.status]));

beforeEach(async () => {
  ({ work, tenantsDir, outDir, appSourceDir } = await makeBuildWorkspace('build', 'console.log("app v1");'));
  await writeTenant(tenantsDir, 'brew-lane', validConfig('brew-lane'));
  await writeTenant(
    tenantsDir,
    'sunny-mart',
    validConfig('sunny-mart', { layout: 'retail', subdomain: 'sunny', brand: { color: '#FFD60A', icon: 'icon.svg' } }),
  );
  compiles = 0;
});
afterEach(async () => {
  await fs.rm(work, { recursive: true, force: true });
});

describe('build', () => {
  it('writes a self-contained folder per tenant, tenants.json and report.json', async () => {
    const report = await run();
    expect(compiles).toBe(1);
    expect(statusOf(report)).toEqual({ 'brew-lane': 'built', 'sunny-mart': 'built' });
    const site = path.join(outDir, 'sunny-mart');
    for (const file of [
      'index.html',
      'manifest.webmanifest',
      'config.json',
      'theme.json',
      'sw.js',
      'assets/main.22.js',
    ])
      expect(await fs.stat(path.join(site, file))).toBeTruthy();
    await expect(fs.stat(path.join(site, 'entrypoints.json'))).rejects.toThrow();
    expect((await sharp(path.join(site, 'icons/maskable-512.png')).metadata()).width).toBe(512);
    const manifest = JSON.parse(await fs.readFile(path.join(site, 'manifest.webmanifest'), 'utf8'));
    expect(manifest).toMatchObject({ name: 'Brew Lane', display: 'standalone', theme_color: '#FFD60A' });
    const html = await fs.readFile(path.join(site, 'index.html'), 'utf8');
    expect(entryScripts(html)).toEqual(['/assets/main.22.js']);
    const index: TenantsIndex = JSON.parse(await fs.readFile(path.join(outDir, 'tenants.json'), 'utf8'));
    expect(index).toEqual({
      defaultTenant: 'brew-lane',
      tenants: [
        { id: 'brew-lane', subdomain: 'brew-lane', name: 'Brew Lane', build: expect.stringMatching(/^[0-9a-f]{64}$/) },
        { id: 'sunny-mart', subdomain: 'sunny', name: 'Brew Lane', build: expect.stringMatching(/^[0-9a-f]{64}$/) },
      ],
    });
    expect(await fs.readdir(outDir)).toEqual(expect.arrayContaining(['report.html', '.server']));
    const saved: BuildReport = JSON.parse(await fs.readFile(path.join(outDir, 'report.json'), 'utf8'));
    const sunny = saved.tenants.find((t) => t.id === 'sunny-mart')!;
    // Yellow surfaces with near-black text; a darker shade only where the brand is text on the white page.
    expect(sunny).toMatchObject({ status: 'built', brand: '#FFD60A', onPage: '#7F6A00' });
    expect(sunny.contrast).toMatchObject({ textOnBrand: 13.38, brandOnBackground: 1.41, onPageOnBackground: 5.3 });
    expect(sunny.files).toContainEqual({ path: 'icons/icon-192.png', bytes: expect.any(Number) });
    expect(sunny.totalBytes).toBe(sunny.files.reduce((sum, f) => sum + f.bytes, 0));
  });

  it('skips unchanged tenants and the compile, and rebuilds only the tenant whose folder changed', async () => {
    await run();
    const second = await run();
    expect(compiles).toBe(1);
    expect(second.app.compiled).toBe(false);
    expect(statusOf(second)).toEqual({ 'brew-lane': 'skipped', 'sunny-mart': 'skipped' });
    expect(second.tenants[0].files.length).toBeGreaterThan(0);

    await writeTenant(tenantsDir, 'sunny-mart', validConfig('sunny-mart', { name: 'Sunny', subdomain: 'sunny' }));
    const third = await run();
    expect(statusOf(third)).toEqual({ 'brew-lane': 'skipped', 'sunny-mart': 'built' });
    expect(JSON.parse(await fs.readFile(path.join(outDir, 'sunny-mart/config.json'), 'utf8')).name).toBe('Sunny');
  });

  it("gives the server each tenant's full resolved config and a build stamp that changes only with a rebuild", async () => {
    await run();
    const first = (await readBuildOutput(outDir))!;
    const brew = first.tenants.find((t) => t.config.id === 'brew-lane')!;
    // The public config.json leaves payments out; the server config keeps them.
    expect(brew.config.payments).toEqual({
      providers: ['sandbox', 'stripe'],
      // The names of the environment variables that hold its secrets, with their defaults; never the secrets.
      stripe: {
        publishableKey: 'pk_test_abc123',
        secretKeyEnv: 'LIVERY_BREW_LANE_STRIPE_SECRET_KEY',
        webhookSecretEnv: 'LIVERY_BREW_LANE_STRIPE_WEBHOOK_SECRET',
      },
    });
    expect(JSON.parse(await fs.readFile(path.join(outDir, 'brew-lane/config.json'), 'utf8')).payments).toBeUndefined();

    await fs.writeFile(path.join(tenantsDir, 'brew-lane/icon.svg'), SQUARE_SVG.replace('#FF0000', '#00AA00'));
    await run();
    const second = (await readBuildOutput(outDir))!;
    const stamp = (output: typeof first, id: string) => output.tenants.find((t) => t.config.id === id)!.build;
    expect(stamp(second, 'brew-lane')).not.toBe(stamp(first, 'brew-lane'));
    expect(stamp(second, 'sunny-mart')).toBe(stamp(first, 'sunny-mart'));
    await expect(fs.readdir(path.join(outDir, '.staging'))).resolves.toEqual([]);
  });

  it('adds the live-reload script only to watch-mode builds, and rebuilds when switching', async () => {
    const watchBuild = await run({ liveReload: true });
    expect(statusOf(watchBuild)).toEqual({ 'brew-lane': 'built', 'sunny-mart': 'built' });
    const devHtml = await fs.readFile(path.join(outDir, 'brew-lane/index.html'), 'utf8');
    expect(entryScripts(devHtml)).toContain(`/${DEV_RELOAD_SCRIPT_FILE}`);
    expect(await fs.readFile(path.join(outDir, 'brew-lane', DEV_RELOAD_SCRIPT_FILE), 'utf8')).toContain(
      'new EventSource("/api/dev/reload-events")',
    );
    const deployable = await run();
    expect(statusOf(deployable)).toEqual({ 'brew-lane': 'built', 'sunny-mart': 'built' });
    expect(await fs.readFile(path.join(outDir, 'brew-lane/index.html'), 'utf8')).not.toContain(DEV_RELOAD_SCRIPT_FILE);
    await expect(fs.stat(path.join(outDir, 'brew-lane', DEV_RELOAD_SCRIPT_FILE))).rejects.toThrow();
  });

  it('recompiles when the app sources change, and then rebuilds every tenant', async () => {
    await run();
    await fs.writeFile(path.join(appSourceDir, 'main.ts'), 'console.log("app v2 longer");');
    const report = await run();
    expect(compiles).toBe(2);
    expect(statusOf(report)).toEqual({ 'brew-lane': 'built', 'sunny-mart': 'built' });
    expect(await fs.readFile(path.join(outDir, 'brew-lane/index.html'), 'utf8')).toContain('main.29.js');
  });

  it('rebuilds a tenant whose output folder was deleted', async () => {
    await run();
    await fs.rm(path.join(outDir, 'brew-lane'), { recursive: true });
    expect(statusOf(await run())).toEqual({ 'brew-lane': 'built', 'sunny-mart': 'skipped' });
  });

  it('builds only the tenants asked for, and checks the ids', async () => {
    const report = await run({ only: ['sunny-mart'], defaultTenant: 'sunny-mart' });
    expect(statusOf(report)).toEqual({ 'sunny-mart': 'built' });
    const index: TenantsIndex = JSON.parse(await fs.readFile(path.join(outDir, 'tenants.json'), 'utf8'));
    expect(index.defaultTenant).toBe('sunny-mart');
    expect(index.tenants.map((t) => t.id)).toEqual(['sunny-mart']);
    await expect(run({ only: ['suny-mart'] })).rejects.toThrow(
      new BuildUsageError(
        'unknown tenant "suny-mart" in --tenant  (allowed: brew-lane, sunny-mart / did you mean "sunny-mart"?)',
      ),
    );
    await expect(run({ defaultTenant: 'nope' })).rejects.toThrow(BuildUsageError);
  });

  it('removes the folder of a tenant that was deleted from the tenants directory', async () => {
    await run();
    await fs.rm(path.join(tenantsDir, 'sunny-mart'), { recursive: true });
    await run();
    await expect(fs.stat(path.join(outDir, 'sunny-mart'))).rejects.toThrow();
    await expect(fs.stat(path.join(outDir, '.server/sunny-mart.json'))).rejects.toThrow();
    expect((await readBuildOutput(outDir))!.tenants.map((t) => t.config.id)).toEqual(['brew-lane']);
  });

  it('fails on a bad config before writing anything', async () => {
    await writeTenant(tenantsDir, 'sunny-mart', validConfig('sunny-mart', { layout: 'fod' as never }));
    const error = await run().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TenantConfigError);
    expect(compiles).toBe(0);
    await expect(fs.stat(outDir)).rejects.toThrow();
  });
});
