import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { readBuildOutput } from '../pipeline/build-output';
import { loadTenantConfigsOrThrow } from '../pipeline/load-tenant-configs';
import { buildApp } from './app';
import { seedDemo } from './db/seed/seed-all';
import { TenantRegistry, type ServedTenantEntry } from './tenancy/tenant-registry';

export interface StartServerOptions {
  port?: number;
  host?: string;
  distDir?: string;
  tenantsDir?: string;
  dataDir?: string;
  databaseUrl?: string;
  defaultTenant?: string;
  baseDomain?: string;
  logger?: boolean;
}

/**
 * The tenants to serve: the build output's (DIST_DIR/tenants.json and .server/<id>.json, what was built is what is
 * served); before any build, the checked configs of TENANTS_DIR, so the API works without a build.
 */
async function initialTenants(
  distDir: string,
  tenantsDir: string,
): Promise<{ entries: ServedTenantEntry[]; fromBuild?: string }> {
  const output = await readBuildOutput(distDir);
  if (output) return { entries: output.tenants, fromBuild: output.defaultTenant };
  return { entries: (await loadTenantConfigsOrThrow(tenantsDir)).map((config) => ({ config })) };
}

/**
 * Reads the tenants (initialTenants), opens the database (PGlite under dataDir, or PostgreSQL with databaseUrl),
 * syncs tenants, seeds demo data where empty and listens; then follows the build output, so a tenant built while
 * serving is served at once (live pick-up). Options default from the environment.
 */
export async function startServer(options: StartServerOptions = {}): Promise<FastifyInstance> {
  const env = process.env;
  const tenantsDir = path.resolve(options.tenantsDir ?? env.TENANTS_DIR ?? 'tenants');
  const distDir = path.resolve(options.distDir ?? env.DIST_DIR ?? 'dist');
  const { entries, fromBuild } = await initialTenants(distDir, tenantsDir);
  const registry = new TenantRegistry(entries, {
    preferred: options.defaultTenant ?? env.DEFAULT_TENANT,
    fromBuild,
  });
  const demo = env.SEED_DEMO !== '0';
  const app = await buildApp({
    registry,
    live: { prepareAdded: demo ? seedDemo : undefined },
    database: {
      databaseUrl: options.databaseUrl ?? env.DATABASE_URL,
      dataDir: path.resolve(options.dataDir ?? env.DATA_DIR ?? 'data'),
    },
    distDir,
    baseDomain: options.baseDomain ?? env.BASE_DOMAIN,
    logger: options.logger ?? env.LOG_LEVEL !== 'silent',
    trustProxy: env.TRUST_PROXY === '1',
    // Per-IP limit of the auth routes; end-to-end runs log in from one address many times a minute.
    codeRateLimit: env.AUTH_RATE_LIMIT_PER_MINUTE ? Number(env.AUTH_RATE_LIMIT_PER_MINUTE) : undefined,
    env: env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development',
  });
  if (demo) await seedDemo(app.ctx.db, [...registry.current().byId.values()]);
  await app.listen({ port: options.port ?? Number(env.PORT ?? 8080), host: options.host ?? env.HOST ?? '0.0.0.0' });
  return app;
}

/** SIGINT/SIGTERM: stop accepting, let in-flight requests finish, close socket.io and the database, exit. */
export function closeOnSignals(app: FastifyInstance): void {
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

if (require.main === module) {
  startServer()
    .then(closeOnSignals)
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
