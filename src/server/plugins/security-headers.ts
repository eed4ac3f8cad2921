import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hostname } from '../tenancy/resolve-host';
import {
  API_POLICY,
  isRegisterPaymentPath,
  permissionsPolicy,
  tenantPagePolicy,
} from '../security/content-security-policy';
import { T05_SCRIPT_URL_ENV } from '../../shared/rules/payment-provider-keys';

declare module 'fastify' {
  interface FastifyRequest {
    /** Nonce of this answer's Content-Security-Policy; the static site puts it in index.html for emotion. */
    readonly cspNonce: string;
  }
}

export interface SecurityHeadersOptions {
  /** The production domain (BASE_DOMAIN): only there is the app on https, so only there HSTS and upgrades. */
  baseDomain?: string;
  /** t05's card script address; defaults to the server's LIVERY_T05_SCRIPT_URL (the t05 provider's own setting). */
  t05ScriptUrl?: string;
}

const HSTS = 'max-age=31536000; includeSubDomains';
const isApiPath = (urlPath: string) => urlPath === '/api' || urlPath.startsWith('/api/');

function onRealDomain(request: FastifyRequest, baseDomain?: string): boolean {
  if (!baseDomain || !request.headers.host) return false;
  const host = hostname(request.headers.host);
  const domain = baseDomain.toLowerCase();
  return host === domain || host.endsWith(`.${domain}`);
}

/** host[:port] when it is a plain one (it goes into a header), else undefined. */
function plainHost(request: FastifyRequest): string | undefined {
  const host = request.headers.host?.toLowerCase();
  return host && /^[a-z0-9.-]+(:\d{1,5})?$/.test(host) ? host : undefined;
}

/**
 * Security headers on every answer. @fastify/helmet sets the fixed ones (nosniff, Referrer-Policy, X-Frame-Options
 * DENY, cross-origin isolation headers); this plugin adds what depends on the answer: the tenant page policy (with a
 * fresh nonce) on the app, a run-nothing policy on the API, frame-ancestors from the tenant's register origins on
 * /vendpayment, Permissions-Policy, and HSTS on the real domain only (never on localhost, where it would stick).
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: SecurityHeadersOptions) => {
    await app.register(helmet, {
      global: true,
      // Both depend on the answer; set in onSend below.
      contentSecurityPolicy: false,
      strictTransportSecurity: false,
      xFrameOptions: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });
    const t05ScriptUrl = options.t05ScriptUrl ?? process.env[T05_SCRIPT_URL_ENV];
    // Drawn when first read (an HTML page, the payment sandbox): most answers are API JSON that never uses one.
    const nonces = new WeakMap<FastifyRequest, string>();
    app.decorateRequest('cspNonce', {
      getter(this: FastifyRequest) {
        let nonce = nonces.get(this);
        if (nonce === undefined) {
          nonce = randomBytes(16).toString('base64');
          nonces.set(this, nonce);
        }
        return nonce;
      },
    });
    app.addHook('onSend', async (request, reply, payload) => {
      const urlPath = request.url.split('?')[0];
      const tenant = request.tenant;
      const secure = onRealDomain(request, options.baseDomain);
      if (secure) reply.header('strict-transport-security', HSTS);
      reply.header('permissions-policy', permissionsPolicy(tenant ?? undefined));
      // The API docs page (swagger-ui) sets its own policy, with hashes of its scripts.
      if (reply.hasHeader('content-security-policy')) return payload;
      if (isApiPath(urlPath) || !tenant) {
        reply.header('content-security-policy', API_POLICY);
        return payload;
      }
      const framedBy = isRegisterPaymentPath(urlPath) ? tenant.registerPayment.allowedOrigins : [];
      if (framedBy.length) {
        // X-Frame-Options cannot name origins; browsers that know frame-ancestors ignore it, the rest would refuse.
        reply.removeHeader('x-frame-options');
        // A register may also open the page as a popup and read its replies: same-origin COOP would cut the opener.
        reply.header('cross-origin-opener-policy', 'unsafe-none');
      }
      const isHtml = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
      const policy = tenantPagePolicy(tenant, {
        nonce: isHtml ? request.cspNonce : undefined,
        frameAncestors: framedBy,
        secure,
        host: plainHost(request),
        t05ScriptUrl,
      });
      reply.header('content-security-policy', policy);
      return payload;
    });
  },
  { name: 'livery-security-headers', dependencies: ['livery-tenancy'] },
);
