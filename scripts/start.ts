/**
 * npm start: builds every tenant whose inputs changed (the same `npm run build`, so its messages and exit codes are
 * the build's own), then serves every tenant, the API and socket.io on one port (PORT, default 8080).
 * TENANTS_DIR, DIST_DIR, DATA_DIR, DATABASE_URL, DEFAULT_TENANT and BASE_DOMAIN are passed through.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { closeOnSignals, startServer } from '../src/server/main';

const ROOT = path.resolve(import.meta.dirname, '..');

const build = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/build.ts')], {
  stdio: 'inherit',
  env: process.env,
});
if (build.status !== 0) process.exit(build.status ?? 1);

startServer({ tenantsDir: process.env.TENANTS_DIR ?? path.join(ROOT, 'tenants') })
  .then((app) => {
    closeOnSignals(app);
    const port = process.env.PORT ?? '8080';
    console.log(`Livery is serving every tenant at http://<subdomain>.localhost:${port}/ (API docs: /api/docs)`);
  })
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
