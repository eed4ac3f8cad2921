import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { ResolvedTenant } from '../shared/tenant/resolve-tenant';
import type { ServerContext } from './context';
import { openDatabase, type Db, type DbHandle, type DbOptions } from './db/client';
import { AnswerFront } from './lib/answer-front';
import { tooMany } from './lib/app-error';
import { systemClock, type Clock } from './lib/clock';
import { createReadCaches } from './lib/read-caches';
import { compiledSchemas } from './lib/compiled-schemas';
import { Outbox, recordOnlySender, type MessageSender } from './messaging/outbox';
import { apiRoutes } from './modules/api-routes';
import type { FirstRenderOptions } from './modules/first-render/first-render';
import { PaymentGateway } from './payments/gateway';
import type { PaymentProvider } from './payments/provider';
import { defaultPaymentProviders } from './payments/providers';
import { authPlugin } from './plugins/auth';
import { devReloadPlugin } from './plugins/dev-reload';
import { errorsPlugin } from './plugins/errors';
import { databaseRateLimitStore } from './plugins/database-rate-limit-store';
import { inputGuardPlugin } from './plugins/input-guard';
import { docsPlugin } from './plugins/docs';
import { liveTenantsPlugin } from './plugins/live-tenants';
import { readCachesPlugin } from './plugins/read-caches';
import { realtimePlugin } from './plugins/realtime';
import { securityHeadersPlugin } from './plugins/security-headers';
import { staticSitePlugin } from './plugins/static-site';
import { tenancyPlugin } from './plugins/tenancy';
import { syncTenants } from './tenancy/sync-tenants';
import { TenantRegistry } from './tenancy/tenant-registry';

export interface BuildAppOptions {
  /** Tenant configs with defaults applied (a test fixture, or TENANTS_DIR before anything is built)… */
  tenants?: readonly ResolvedTenant[];
  /** …or the registry holding them (npm start fills it from the build output). */
  registry?: TenantRegistry;
  /**
   * Live pick-up: follow DIST_DIR/tenants.json while serving (added, changed and removed tenants), running
   * `prepareAdded` for new tenants once their rows exist (npm start passes the demo seed). Needs distDir.
   */
  live?: { prepareAdded?: (db: Db, tenants: readonly ResolvedTenant[]) => Promise<void> };
  /** An open database (the caller closes it) or how to open one (the app closes it). Default: in-memory PGlite. */
  db?: DbHandle;
  database?: DbOptions;
  /** Built tenant apps (`npm run build` output); omitted → only the API is served. */
  distDir?: string;
  /** How /home and merchant pages are rendered on the server (tests: a renderer, a time limit). */
  firstRender?: FirstRenderOptions;
  /** Served on a bare host (with `tenants`; a registry carries its own). Default: the first id. */
  defaultTenant?: string;
  baseDomain?: string;
  /** true → pino JSON logs at info; false → silent; or pino options. */
  logger?: boolean | Record<string, unknown>;
  env?: ServerContext['env'];
  clock?: Clock;
  senders?: MessageSender[];
  /** Trust X-Forwarded-* (set TRUST_PROXY=1 behind a load balancer). */
  trustProxy?: boolean;
  /** Serve the Swagger UI at /api/docs (default true; the test helper turns it off). */
  docsUi?: boolean;
  /** Requests per minute per IP on code and login routes (default 30). */
  codeRateLimit?: number;
  /** Payment providers this server runs (default: defaultPaymentProviders, the sandbox's hosted page first). */
  paymentProviders?: PaymentProvider[];
  /** Where the routes' compiled schemas are kept (lib/compiled-schemas.ts); false compiles them in memory only. */
  compiledSchemasDir?: string | false;
}

/**
 * Builds the whole server: database (migrated), tenants synced, plugins and routes. Ready on return. Demo data is
 * a separate step (`seedDemo` in db/seed), run by `npm start` and the test helper, never by the app itself.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const ownsDb = !options.db;
  const handle = options.db ?? (await openDatabase(options.database ?? {}));
  const env = options.env ?? 'development';
  const clock = options.clock ?? systemClock;
  const answerFront = new AnswerFront();
  const app = Fastify({
    // Hot reads kept as bytes are answered before Fastify when they can be (lib/answer-front.ts).
    serverFactory: answerFront.serverFactory,
    logger: options.logger === true ? { level: 'info' } : (options.logger ?? false),
    genReqId: (req) =>
      typeof req.headers['x-request-id'] === 'string' ? req.headers['x-request-id'].slice(0, 64) : randomUUID(),
    requestIdHeader: false,
    // Only behind a proxy that sets X-Forwarded-For: otherwise clients could spoof their IP past the rate limit.
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 256 * 1024,
    ...(options.compiledSchemasDir !== false && {
      schemaController: { compilersFactory: compiledSchemas(options.compiledSchemasDir) },
    }),
    // Unknown fields are an error (not silently dropped); allErrors off so the first problem is named.
    ajv: {
      customOptions: {
        removeAdditional: false,
        coerceTypes: 'array',
        useDefaults: true,
        verbose: true,
        allErrors: false,
      },
    },
  });
  try {
    const registry =
      options.registry ??
      new TenantRegistry(
        (options.tenants ?? []).map((config) => ({ config })),
        { preferred: options.defaultTenant },
      );
    await syncTenants(handle.db, [...registry.current().byId.values()]);
    const ctx: ServerContext = {
      db: handle.db,
      clock,
      env,
      outbox: new Outbox(options.senders ?? [recordOnlySender], clock),
      realtime: { toUser: () => {} },
      tenants: registry,
      payments: new PaymentGateway(options.paymentProviders ?? defaultPaymentProviders(env, handle.db)),
      ...createReadCaches(),
    };
    app.decorate('ctx', ctx);
    app.decorate('answerFront', answerFront);
    answerFront.open(ctx, app.log);
    app.addHook('preClose', async () => answerFront.close());
    await app.register(fp(async () => {}, { name: 'livery-context' }));
    app.addHook('onClose', async () => {
      if (ownsDb) await handle.close();
    });
    await app.register(errorsPlugin);
    await app.register(inputGuardPlugin);
    await app.register(tenancyPlugin, { baseDomain: options.baseDomain });
    await app.register(authPlugin);
    await app.register(securityHeadersPlugin, { baseDomain: options.baseDomain });
    await app.register(compress, { global: true, threshold: 1024 });
    await app.register(rateLimit, {
      global: false,
      // Counts live in the database so a limit holds across server processes; keyed per tenant and client address.
      store: databaseRateLimitStore(handle.db, clock),
      keyGenerator: (request) => `${request.tenant?.id ?? '-'}|${normalizeIP(request.ip)}`,
      errorResponseBuilder: (_request, context) =>
        tooMany(`Too many requests from this address: try again in ${context.after}`),
    });
    await app.register(docsPlugin, { ui: options.docsUi });
    await app.register(realtimePlugin, { events: handle.events, baseDomain: options.baseDomain });
    await app.register(readCachesPlugin, { handle });
    await app.register(apiRoutes, {
      prefix: '/api',
      codeRateLimit: options.codeRateLimit ?? 30,
      handle,
      distDir: options.distDir,
    });
    if (env !== 'production') await app.register(devReloadPlugin);
    await app.register(staticSitePlugin, { distDir: options.distDir, firstRender: options.firstRender });
    if (options.live && options.distDir)
      await app.register(liveTenantsPlugin, { distDir: options.distDir, prepareAdded: options.live.prepareAdded });
    await app.ready();
    return app;
  } catch (error) {
    await app.close().catch(() => {});
    if (ownsDb) await handle.close().catch(() => {});
    throw error;
  }
}
