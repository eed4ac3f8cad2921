import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { ServerResponse } from 'node:http';
import { DEV_RELOAD_EVENT, DEV_RELOAD_EVENTS_PATH } from '../../shared/constants/dev-reload';

/** A comment line now and then keeps proxies and the browser from dropping an idle stream. */
const KEEP_ALIVE_MS = 25_000;

/**
 * Outside production: GET /api/dev/reload-events is a server-sent event stream that sends `reload` when the tenant
 * of the Host is rebuilt, changed or removed (the registry's swaps). Watch-mode builds add a script that listens
 * (src/pipeline/dev-reload.ts); nothing else connects. Open streams are ended before the server closes, so they
 * never hold a shutdown up.
 */
export const devReloadPlugin = fp(
  async (app: FastifyInstance) => {
    const open = new Set<ServerResponse>();
    app.get(DEV_RELOAD_EVENTS_PATH, { schema: { hide: true } }, (request, reply) => {
      const tenantId = request.tenant.id;
      reply.hijack();
      const stream = reply.raw;
      stream.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache',
        Connection: 'keep-alive',
      });
      // Reconnect quickly after a dev server restart.
      stream.write('retry: 1000\n\n');
      open.add(stream);
      const unsubscribe = app.ctx.tenants.onChange((change) => {
        if ([...change.changed, ...change.rebuilt, ...change.removed].includes(tenantId))
          stream.write(`event: ${DEV_RELOAD_EVENT}\ndata: ${JSON.stringify({ tenant: tenantId })}\n\n`);
      });
      const keepAlive = setInterval(() => stream.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
      stream.on('close', () => {
        clearInterval(keepAlive);
        unsubscribe();
        open.delete(stream);
      });
    });
    app.addHook('preClose', async () => {
      for (const stream of open) stream.end();
    });
  },
  { name: 'livery-dev-reload', dependencies: ['livery-tenancy'] },
);
