/** What the server needs to know about a tenant to route a request to it. */
export interface TenantRoute {
  id: string;
  subdomain: string;
}

export type HostResolution =
  { kind: 'tenant'; tenantId: string } | { kind: 'unknown'; subdomain: string } | { kind: 'none' };

export interface ResolveHostOptions {
  tenants: readonly TenantRoute[];
  defaultTenant?: string;
  /** e.g. `livery.app`: `<sub>.livery.app` selects a tenant. */
  baseDomain?: string;
}

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/** Lower-cases and drops the port (`[::1]:8080` → `[::1]`, `a.localhost:8080` → `a.localhost`). */
export function hostname(hostHeader: string): string {
  const host = hostHeader.trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  return host.replace(/:\d*$/, '').replace(/\.$/, '');
}

function subdomainOf(host: string, baseDomain?: string): string | null | undefined {
  if (host.endsWith('.localhost')) return host.slice(0, -'.localhost'.length);
  if (baseDomain && host.endsWith(`.${baseDomain}`)) return host.slice(0, -(baseDomain.length + 1));
  return undefined; // no tenant label in this host
}

/**
 * Pure: Host header → tenant. `<sub>.localhost[:port]` and `<sub>.<BASE_DOMAIN>` pick the tenant with that subdomain;
 * a bare host (localhost, an IP, the base domain itself or any other name) gets the default tenant.
 */
export function resolveHost(hostHeader: string | undefined, options: ResolveHostOptions): HostResolution {
  const fallback: HostResolution = options.defaultTenant
    ? { kind: 'tenant', tenantId: options.defaultTenant }
    : { kind: 'none' };
  if (!hostHeader) return fallback;
  const host = hostname(hostHeader);
  if (host === 'localhost' || IPV4.test(host) || host.startsWith('[')) return fallback;
  const baseDomain = options.baseDomain?.toLowerCase();
  const sub = subdomainOf(host, baseDomain);
  if (sub === undefined || sub === null) return fallback;
  if (sub === 'www' && baseDomain && host === `www.${baseDomain}`) return fallback;
  const tenant = options.tenants.find((t) => t.subdomain === sub);
  return tenant ? { kind: 'tenant', tenantId: tenant.id } : { kind: 'unknown', subdomain: sub };
}
