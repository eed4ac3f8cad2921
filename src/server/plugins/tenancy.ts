import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ResolvedTenant } from '../../shared/tenant/resolve-tenant';
import { resolveHost } from '../tenancy/resolve-host';

export interface TenancyOptions {
  baseDomain?: string;
}

// Routes that work without a tenant (ops and docs).
const TENANTLESS = ['/api/health', '/api/docs', '/api/openapi.json'];

function unknownTenant(request: FastifyRequest, reply: FastifyReply, subdomain: string) {
  const message = `No merchant app is served at "${subdomain}". Check the address.`;
  if (request.url.startsWith('/api/')) {
    return reply.status(404).send({ statusCode: 404, code: 'TENANT_NOT_FOUND', message });
  }
  return reply
    .status(404)
    .type('text/html; charset=utf-8')
    .send(`<!doctype html><title>Not found</title><p>${message}</p>`);
}

/**
 * Binds every request to the tenant of its Host header (seed: subdomain → merchant app). The tenant set is read once
 * per request from the registry, so live pick-up can swap it between requests without touching one in flight.
 */
export const tenancyPlugin = fp(
  async (app: FastifyInstance, options: TenancyOptions) => {
    app.decorateRequest('tenant', null as unknown as ResolvedTenant);
    app.addHook('onRequest', async (request, reply) => {
      if (
        TENANTLESS.some((p) => request.url === p || request.url.startsWith(`${p}/`) || request.url.startsWith(`${p}?`))
      )
        return;
      const tenants = app.ctx.tenants.current();
      const resolved = resolveHost(request.headers.host, {
        tenants: tenants.routes,
        defaultTenant: tenants.defaultTenant,
        baseDomain: options.baseDomain,
      });
      if (resolved.kind === 'tenant') {
        request.tenant = tenants.byId.get(resolved.tenantId)!;
        return;
      }
      if (resolved.kind === 'unknown') return unknownTenant(request, reply, resolved.subdomain);
      return reply.status(503).send({
        statusCode: 503,
        code: 'NO_TENANTS',
        message: 'No tenant is configured: add tenants/<id>/tenant.json',
      });
    });
  },
  { name: 'livery-tenancy', dependencies: ['livery-context'] },
);
