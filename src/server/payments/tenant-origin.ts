/**
 * The public origin of a tenant's site, for providers that need an absolute address to send the payer back to
 * (Adyen's returnUrl, fiuu's return page): https://<subdomain>.<BASE_DOMAIN> in production, and the local
 * development host otherwise (resolve-host.ts serves <subdomain>.localhost).
 */
import type { ResolvedTenant } from '../../shared/tenant/resolve-tenant';

export function tenantOrigin(tenant: ResolvedTenant, variables: NodeJS.ProcessEnv): string {
  if (variables.BASE_DOMAIN) return `https://${tenant.subdomain}.${variables.BASE_DOMAIN}`;
  return `http://${tenant.subdomain}.localhost:${variables.PORT ?? '8080'}`;
}
