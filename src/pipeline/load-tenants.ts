import { iconProblems } from './check-icon';
import { loadTenantConfigs, type LoadResult } from './load-tenant-configs';

export { CONFIG_FILE, type LoadedTenant, type LoadResult } from './load-tenant-configs';

/**
 * Everything `tenants:check` and the build check: each tenant's config (load-tenant-configs.ts) and its icon file,
 * read with sharp. Never throws for a bad config; problems come back all at once.
 */
export function loadTenants(dir: string): Promise<LoadResult> {
  return loadTenantConfigs(dir, iconProblems);
}
