/**
 * The server `npm run bench:api` loads, in a process of its own so the load generator does not share its event loop:
 * the sample tenants with demo data, on PGlite in a temporary DATA_DIR or on DATABASE_URL, quiet, on a free port.
 * Prints one line `{"port":…,"tenantId":…,"subdomain":…}` when it listens; ends on SIGTERM.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadTenantConfigsOrThrow } from '../../src/pipeline/load-tenant-configs';
import { buildApp } from '../../src/server/app';
import { seedDemo } from '../../src/server/db/seed/seed-all';

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'livery-bench-'));
  const tenants = await loadTenantConfigsOrThrow(path.resolve('tenants'));
  const app = await buildApp({
    tenants,
    database: { dataDir, databaseUrl: process.env.DATABASE_URL || undefined },
    logger: false,
    env: 'development',
    codeRateLimit: 1e9,
  });
  await seedDemo(app.ctx.db, tenants);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  console.log(JSON.stringify({ port, tenantId: tenants[0].id, subdomain: tenants[0].subdomain }));
  process.on('SIGTERM', () => {
    void app.close().finally(() => {
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
