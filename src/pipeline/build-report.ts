import type { TenantReport } from './build-tenant';

/** What `OUT/report.json` holds: one build, and per tenant what was written (read by the gallery too). */
export interface BuildReport {
  builtAt: string;
  ms: number;
  app: { compiled: boolean; ms: number };
  defaultTenant: string;
  tenants: TenantReport[];
}
