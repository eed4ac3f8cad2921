import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';

/** OpenAPI generated from the route schemas: JSON at /api/openapi.json, UI at /api/docs. */
export const docsPlugin = fp(
  async (app: FastifyInstance, options: { ui?: boolean }) => {
    await app.register(swagger, {
      openapi: {
        info: { title: 'Livery API', version: '0.1.0', description: 'Merchant is chosen by the Host subdomain.' },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      },
    });
    // Loaded only when wanted: it depends on an ESM-only package that jest's CommonJS transform cannot load.
    if (options.ui !== false) {
      const { default: swaggerUi } = await import('@fastify/swagger-ui');
      await app.register(swaggerUi, {
        routePrefix: '/api/docs',
        // Its own policy with hashes of its scripts; framed by no one, like every page here, and no https upgrade
        // (on http://localhost that would break its assets; the real domain gets HSTS).
        staticCSP: true,
        transformStaticCSP: (policy) =>
          policy
            .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
            .replace(/\s*upgrade-insecure-requests;?/, ''),
      });
    }
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'livery-docs' },
);
