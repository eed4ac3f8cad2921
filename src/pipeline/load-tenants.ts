import { iconProblems } from './check-icon';
import { paymentSecretWarnings } from './check-payment-secrets';
import { walletPassWarnings } from './check-wallet-pass';
import { loadTenantConfigs, type LoadResult } from './load-tenant-configs';

export { CONFIG_FILE, type LoadedTenant, type LoadResult } from './load-tenant-configs';

/**
 * Everything `tenants:check` and the build check: each tenant's config (load-tenant-configs.ts), its icon file,
 * read with sharp, and whether the wallet passes it enables can be signed and its payment providers' secrets are set here. Never throws for a bad config;
 * problems come back all at once.
 */
export function loadTenants(dir: string): Promise<LoadResult> {
  return loadTenantConfigs(dir, async (source, file, tenantDir) => [
    ...(await iconProblems(source, file, tenantDir)),
    ...walletPassWarnings(source, file),
    ...paymentSecretWarnings(source, file),
  ]);
}
