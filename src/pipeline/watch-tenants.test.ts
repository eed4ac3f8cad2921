import fs from 'node:fs/promises';
import path from 'node:path';
import { fakeAppCompiler, makeBuildWorkspace } from './testing/fake-app';
import { validConfig, writeTenant } from './testing/fixtures';
import { watchTenants, type TenantsWatcher } from './watch-tenants';

const ROOT = path.resolve(__dirname, '../..');

let work: string;
let tenantsDir: string;
let outDir: string;
let watcher: TenantsWatcher;
let logged: string[];
let errors: string[];

/**
 * Waits until `check` holds (npm run bench:onboard measures how soon; here the machine may be busy). A file missing
 * for a moment counts as "not yet": a rebuild renames the tenant's new folder into place.
 */
async function until(check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const started = performance.now();
  const holds = () =>
    Promise.resolve()
      .then(check)
      .catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return false;
        throw error;
      });
  while (!(await holds())) {
    if (performance.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const read = (file: string) => fs.readFile(path.join(outDir, file), 'utf8');

beforeEach(async () => {
  let appSourceDir: string;
  ({ work, tenantsDir, outDir, appSourceDir } = await makeBuildWorkspace('watch'));
  await writeTenant(tenantsDir, 'alpha', validConfig('alpha', { name: 'Alpha' }));
  logged = [];
  errors = [];
  watcher = watchTenants({
    build: {
      rootDir: ROOT,
      tenantsDir,
      outDir,
      compileApp: fakeAppCompiler(appSourceDir),
      appSources: [appSourceDir],
    },
    log: (line) => logged.push(line),
    error: (line) => errors.push(line),
  });
  expect(await watcher.rebuild()).toBeDefined();
});

afterEach(async () => {
  await watcher.close();
  await fs.rm(work, { recursive: true, force: true });
});

describe('watch mode', () => {
  it('rebuilds a tenant when its tenant.json is saved, with the live-reload script', async () => {
    logged = [];
    await writeTenant(tenantsDir, 'alpha', validConfig('alpha', { name: 'Alpha Two' }), null);
    await until(() => logged.some((line) => /^rebuilt {2}alpha in \d+ ms$/.test(line)));
    const html = await read('alpha/index.html');
    expect(html).toContain('<title>Alpha Two</title>');
    expect(html).toContain('"/dev-reload.js"]</script>'); // last in the entry loader's list
  });

  it('rebuilds a tenant when its icon is saved, and builds a tenant folder added while watching', async () => {
    const before = await fs.readFile(path.join(outDir, 'alpha/icons/icon-192.png'));
    await fs.writeFile(
      path.join(tenantsDir, 'alpha/icon.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="#0A7D5A"/></svg>',
    );
    await until(async () => !before.equals(await fs.readFile(path.join(outDir, 'alpha/icons/icon-192.png'))));

    await writeTenant(tenantsDir, 'bravo', validConfig('bravo', { name: 'Bravo' }));
    await until(async () => (await read('tenants.json')).includes('"bravo"'));
    expect(await read('bravo/index.html')).toContain('<title>Bravo</title>');
  });

  it('reports an invalid save with file:line:column and keeps the last good build', async () => {
    const goodHtml = await read('alpha/index.html');
    const goodIndex = await read('tenants.json');
    const text = JSON.stringify(validConfig('alpha', { name: 'Alpha' }), null, 2).replace(
      '"layout": "food"',
      '"layout": "fod"',
    );
    const line = text.split('\n').findIndex((l) => l.includes('"fod"')) + 1;
    await writeTenant(tenantsDir, 'alpha', text, null);
    await until(() => errors.some((e) => e.includes('still serving the last good build')));
    expect(errors[0]).toMatch(
      new RegExp(`alpha/tenant\\.json:${line}:13 {2}error {2}/layout {2}"fod" is not allowed .*did you mean "food"`),
    );
    expect(await read('alpha/index.html')).toBe(goodHtml);
    expect(await read('tenants.json')).toBe(goodIndex);

    await writeTenant(tenantsDir, 'alpha', validConfig('alpha', { name: 'Alpha Fixed' }), null);
    await until(async () => (await read('alpha/index.html')).includes('<title>Alpha Fixed</title>'));
  });
});
