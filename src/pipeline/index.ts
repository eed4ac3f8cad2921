export { loadTenants, CONFIG_FILE } from './load-tenants';
export type { LoadedTenant, LoadResult } from './load-tenants';
export { formatProblem, problemSummary, severityOf, TenantConfigError } from './problems';
export type { Problem } from './problems';
export { build, BuildUsageError, TENANTS_INDEX_FILE, REPORT_FILE } from './build';
export type { BuildOptions, BuildReport, TenantsIndex } from './build';
