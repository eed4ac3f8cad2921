/**
 * Server secrets of payment providers come from environment variables, never from tenant JSON (README
 * "Environment"): LIVERY_<TENANT_ID>_<NAME>, the tenant id in capitals with '-' as '_', as the OAuth secrets are.
 * Outside production a development value stands in, so the sandbox flows work on a fresh checkout.
 */
import type { ResolvedTenant } from '../../shared/tenant/resolve-tenant';

export const providerSecretEnv = (tenantId: string, name: string) =>
  `LIVERY_${tenantId.toUpperCase().replace(/-/g, '_')}_${name}`;

export function providerSecret(
  tenant: ResolvedTenant,
  name: string,
  env: string,
  variables: NodeJS.ProcessEnv = process.env,
): string {
  const variable = providerSecretEnv(tenant.id, name);
  const value = variables[variable];
  if (value) return value;
  if (env === 'production') throw new Error(`${variable} is not set`);
  return `livery-development-${name.toLowerCase()}`;
}
