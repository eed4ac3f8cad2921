/**
 * npm start: builds every tenant whose inputs changed (the same `npm run build`, so its messages and exit codes are
 * the build's own), then serves every tenant, the API and socket.io on one port (PORT, default 8080). The server
 * follows the build output, so a tenant built later (npm run build in another terminal) is served at once.
 *
 * npm run dev (= npm start -- --watch), for onboarding staff: the same, and every save under TENANTS_DIR rebuilds
 * the tenants it touched within a second; an invalid config is reported with file:line:column while the last good
 * build stays served; open tabs of a rebuilt tenant reload by themselves (watch-mode builds only).
 *
 * TENANTS_DIR, DIST_DIR, DATA_DIR, DATABASE_URL, DEFAULT_TENANT and BASE_DOMAIN are passed through.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { watchTenants } from '../src/pipeline/watch-tenants';
import { closeOnSignals, startServer } from '../src/server/main';
import { parseArgs } from './lib/args';

const ROOT = path.resolve(import.meta.dirname, '..');

const args = parseArgs(process.argv.slice(2), { watch: 'boolean' });
const tenantsDir = process.env.TENANTS_DIR ?? path.join(ROOT, 'tenants');
const outDir = process.env.DIST_DIR ?? path.join(ROOT, 'dist');

function announce(app: FastifyInstance): void {
  closeOnSignals(app);
  const port = process.env.PORT ?? '8080';
  console.log(`Livery is serving every tenant at http://<subdomain>.localhost:${port}/ (API docs: /api/docs)`);
}

function fail(error: unknown): never {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

async function watchAndServe(): Promise<void> {
  const watcher = watchTenants({
    build: { rootDir: ROOT, tenantsDir, outDir },
    log: (line) => console.log(line),
    error: (line) => console.error(line),
  });
  // A first build that fails still serves the last good output (if any) and waits for a fixing save.
  await watcher.rebuild();
  // The watcher ends with the process (closeOnSignals exits once the server has closed).
  announce(await startServer({ tenantsDir }));
  console.log(
    `Watching ${path.relative(process.cwd(), tenantsDir) || tenantsDir}: save a tenant.json or icon to rebuild it.`,
  );
}

if (args.watch) {
  watchAndServe().catch(fail);
} else {
  const build = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/build.ts')], {
    stdio: 'inherit',
    env: process.env,
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  startServer({ tenantsDir }).then(announce).catch(fail);
}
