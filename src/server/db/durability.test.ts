import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { FIXTURE_TENANTS } from '../test-support/fixture-tenants';
import { openTestDatabase } from '../test-support/build-test-app';
import { syncTenants } from '../tenancy/sync-tenants';
import { openDatabase } from './client';
import { merchants, tenants } from './schema';

describe('durability', () => {
  it('a multi-row change that fails half-way leaves no partial rows', async () => {
    const handle = await openTestDatabase();
    try {
      const clash = { ...FIXTURE_TENANTS[1], subdomain: FIXTURE_TENANTS[0].subdomain };
      await expect(syncTenants(handle.db, [FIXTURE_TENANTS[0], clash])).rejects.toThrow();
      const [{ n }] = await handle.db.select({ n: count() }).from(tenants);
      expect(n).toBe(0);
      expect(await handle.db.select().from(merchants).where(eq(merchants.id, 'alpha'))).toEqual([]);
    } finally {
      await handle.close();
    }
  }, 180_000);

  it('a writer killed with SIGKILL mid-write leaves a consistent PGlite directory', async () => {
    if (process.env.TEST_DATABASE_URL) return; // PGlite-specific: PostgreSQL's own crash safety is not ours to test
    const dir = mkdtempSync(path.join(os.tmpdir(), 'livery-kill-'));
    try {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', path.join(__dirname, 'test-support/write-forever.ts'), dir],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      );
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
        child.on('exit', (code) => reject(new Error(`writer exited early with ${code}`)));
      });
      await new Promise((r) => setTimeout(r, 300));
      child.kill('SIGKILL');
      await new Promise((r) => child.once('exit', r));
      const handle = await openDatabase({ dataDir: dir });
      try {
        const orphans = (await handle.db.execute(
          sql`select count(*)::int as n from merchants m where not exists (select 1 from outlets o where o.merchant_id = m.id)`,
        )) as { rows: unknown[] };
        const written = await handle.db.select({ n: count() }).from(merchants);
        expect(written[0].n).toBeGreaterThan(20);
        expect((orphans.rows[0] as { n: number }).n).toBe(0);
      } finally {
        await handle.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
