import fs from 'node:fs/promises';
import path from 'node:path';
import { loadTenants } from './load-tenants';
import { formatProblem } from './problems';
import { createScaffold, writeScaffold } from './scaffold-tenant';
import { makeTempDir } from './testing/fixtures';

let dir: string;
beforeEach(async () => {
  dir = await makeTempDir('scaffold');
});
afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

describe('tenant scaffold', () => {
  it('passes the check as written, with $schema and a placeholder icon', async () => {
    await writeScaffold(dir, 'acme-coffee-roasters-and-bakery', { layout: 'retail' });
    const { tenants, problems } = await loadTenants(dir);
    expect(problems.map((p) => formatProblem(p))).toEqual([]);
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
