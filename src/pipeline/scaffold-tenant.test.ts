import fs from 'node:fs/promises';
import path from 'node:path';
import { loadTenants } from './load-tenants';
import { formatProblem } from './problems';
import { colorFromId, createScaffold, writeScaffold } from './scaffold-tenant';
import { makeTempDir, pngOfSize } from './testing/fixtures';

let dir: string;
beforeEach(async () => {
  dir = await makeTempDir('scaffold');
});
afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

describe('tenant scaffold', () => {
  it('passes the check as written, with $schema and a placeholder icon that fits the maskable safe zone', async () => {
    await writeScaffold(dir, 'acme-coffee-roasters-and-bakery', { layout: 'retail' });
    const { tenants, problems, warnings } = await loadTenants(dir);
    expect([...problems, ...warnings].map((p) => formatProblem(p))).toEqual([]);
    expect(tenants[0].config).toMatchObject({
      name: 'Acme Coffee Roasters And Bakery',
      shortName: 'Acme Coffee',
      layout: 'retail',
    });
    const config = JSON.parse(await fs.readFile(path.join(dir, 'acme-coffee-roasters-and-bakery/tenant.json'), 'utf8'));
    expect(config.$schema).toBe('../../schemas/tenant.schema.json');
    expect(await fs.readFile(path.join(dir, 'acme-coffee-roasters-and-bakery/icon.svg'), 'utf8')).toContain(
      '>A</text>',
    );
  });

  it('takes name, colour, layout, icon and languages at once, so nothing needs editing', async () => {
    const logo = path.join(dir, 'logo.png');
    await fs.writeFile(logo, await pngOfSize(600, 600));
    const tenantsDir = path.join(dir, 'tenants');
    await writeScaffold(tenantsDir, 'my-shop', {
      name: 'My Shop',
      color: '#0a7d5a',
      layout: 'retail',
      icon: logo,
      languages: ['mn', 'en'],
    });
    const { tenants, problems } = await loadTenants(tenantsDir);
    expect(problems.map((p) => formatProblem(p))).toEqual([]);
    expect(tenants[0].config).toMatchObject({
      name: 'My Shop',
      layout: 'retail',
      brand: { color: '#0A7D5A', icon: 'icon.png' },
      languages: ['mn', 'en'],
      defaultLanguage: 'mn',
    });
    expect(await fs.readFile(path.join(tenantsDir, 'my-shop/icon.png'))).toEqual(await fs.readFile(logo));
    await expect(fs.stat(path.join(tenantsDir, 'my-shop/icon.svg'))).rejects.toThrow();
  });

  it('keeps the defaults for every flag left out', () => {
    const { config } = createScaffold('plain-shop', { name: 'Plain' });
    expect(config).toMatchObject({
      name: 'Plain',
      layout: 'food',
      brand: { color: colorFromId('plain-shop'), icon: 'icon.svg' },
      languages: ['en', 'mn', 'cn'],
      defaultLanguage: 'en',
    });
  });

  it('refuses a bad id, naming the rule', () => {
    expect(() => createScaffold('Bad_Id')).toThrow(
      '"Bad_Id" is not a valid tenant id: it must be 3-40 lowercase letters, digits or hyphens, starting with a letter and not ending with a hyphen (pattern ^[a-z][a-z0-9-]{1,38}[a-z0-9]$)',
    );
  });

  it('refuses an existing folder', async () => {
    await writeScaffold(dir, 'brew-lane');
    await expect(writeScaffold(dir, 'brew-lane')).rejects.toThrow(
      `${path.join(dir, 'brew-lane')} already exists: choose another id, or edit that tenant's tenant.json`,
    );
  });
});
