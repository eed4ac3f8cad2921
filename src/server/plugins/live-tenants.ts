import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { watchBuildOutput, type LiveTenants, type LiveTenantsOptions } from '../tenancy/live-tenants';

/**
 * Live pick-up (`npm start`): from ready to close, the tenant set follows DIST_DIR/tenants.json. A first reload at
 * ready catches a build that finished between reading the output at start and the watch beginning.
 */
export const liveTenantsPlugin = fp(
  async (app: FastifyInstance, options: Pick<LiveTenantsOptions, 'distDir' | 'prepareAdded'>) => {
    let live: LiveTenants | undefined;
    app.addHook('onReady', async () => {
      live = watchBuildOutput({ ...options, registry: app.ctx.tenants, db: app.ctx.db, log: app.log });
      await live
        .reload()
        .catch((error: unknown) => app.log.error({ err: error }, 'the build output could not be read'));
    });
    app.addHook('onClose', async () => {
      await live?.close();
    });
  },
  { name: 'livery-live-tenants', dependencies: ['livery-context'] },
);
