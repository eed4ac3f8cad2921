import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { FIXTURE_TENANTS } from '../test-support/fixture-tenants';
import { openTestDatabase } from '../test-support/build-test-app';
import { syncTenants } from '../tenancy/sync-tenants';
import { openDatabase } from './client';
import { LOCK_FILE } from './data-dir-lock';
import { merchants, tenants } from './schema';

const ROOT = path.join(__dirname, '../../..');

/** Starts the real server (src/server/main.ts) on a data directory and waits until it exits or listens. */
function runServer(dataDir: string): Promise<{ code: number | null; stderr: string }> {
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'src/server/main.ts')], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent', DIST_DIR: path.join(dataDir, 'none') },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  server.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const startedAnyway = setTimeout(() => server.kill('SIGKILL'), 60_000);
  return new Promise((resolve) =>
    server.once('exit', (code) => {
      clearTimeout(startedAnyway);
      resolve({ code, stderr });
    }),
  );
}

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
  });

  it('one writer per data directory: a second process is refused while the first lives; after kill -9 the lock is recovered and every committed write is there', async () => {
    if (process.env.TEST_DATABASE_URL) return; // PGlite-specific: PostgreSQL's own crash safety is not ours to test
    const dir = mkdtempSync(path.join(os.tmpdir(), 'livery-kill-'));
    try {
      const writer = spawn(
        process.execPath,
        ['--import', 'tsx', path.join(__dirname, 'test-support/write-forever.ts'), dir],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      );
      let lastCommitted = -1;
      await new Promise<void>((resolve, reject) => {
        writer.stdout.on('data', (chunk: Buffer) => {
          for (const [, i] of chunk.toString().matchAll(/committed (\d+)/g)) lastCommitted = Number(i);
          if (lastCommitted >= 20) resolve();
        });
        writer.on('exit', (code) => reject(new Error(`writer exited early with ${code}`)));
      });

      const refusal = `The data directory ${dir} is in use by another Livery server (pid ${writer.pid})`;
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(refusal);
      const server = await runServer(dir);
      expect(server.code).toBe(1);
      expect(server.stderr).toContain(refusal);

      writer.kill('SIGKILL');
      await new Promise((r) => writer.once('exit', r));
      const handle = await openDatabase({ dataDir: dir });
      try {
        expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
        const orphans = (await handle.db.execute(
          sql`select count(*)::int as n from merchants m where not exists (select 1 from outlets o where o.merchant_id = m.id)`,
        )) as { rows: unknown[] };
        const written = new Set((await handle.db.select({ id: merchants.id }).from(merchants)).map((m) => m.id));
        const lost = Array.from({ length: lastCommitted + 1 }, (_, i) => `k${i}`).filter((id) => !written.has(id));
        expect(lastCommitted).toBeGreaterThan(20);
        expect(lost).toEqual([]);
        expect((orphans.rows[0] as { n: number }).n).toBe(0);
      } finally {
        await handle.close();
      }
      expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
