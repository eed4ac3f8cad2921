import fs from 'node:fs';
import { build, type BuildOptions, type BuildReport } from './build';
import { coalescedRunner } from './coalesced-runner';
import { formatProblem, problemSummary, TenantConfigError } from './problems';

export interface WatchTenantsOptions {
  /** The build to run on every save; watch mode builds with the live-reload script. */
  build: Omit<BuildOptions, 'log' | 'liveReload'>;
  /** Progress lines (rebuilt tenants, their warnings). */
  log: (line: string) => void;
  /** Problems that stop a build, one `file:line:column  error  /pointer  message` per line. */
  error: (line: string) => void;
}

export interface TenantsWatcher {
  /** Builds now (the first build of `npm run dev`); resolves with the report, or undefined when the build failed. */
  rebuild(): Promise<BuildReport | undefined>;
  close(): Promise<void>;
}

/** An editor's save is a burst of events (write, rename, chmod): build once after it settles. */
const SETTLE_MS = 40;

/**
 * Watch mode for onboarding staff: every save under the tenants directory (a tenant.json, an icon, a new or deleted
 * tenant folder) runs the incremental build, which rebuilds only the tenants whose files changed. A config that
 * fails the check is reported with file:line:column and nothing is written, so the running server keeps serving
 * the last good build; the server picks a good build up from DIST_DIR/tenants.json and reloads open tabs.
 */
export function watchTenants(options: WatchTenantsOptions): TenantsWatcher {
  const runBuild = async (): Promise<BuildReport | undefined> => {
    const started = performance.now();
    try {
      const report = await build({ ...options.build, liveReload: true, log: () => undefined });
      const built = report.tenants.filter((t) => t.status === 'built');
      for (const tenant of built) {
        options.log(`rebuilt  ${tenant.id} in ${Math.round(tenant.ms)} ms`);
        for (const warning of tenant.warnings) options.log(`         warning  ${warning}`);
      }
      if (built.length)
        options.log(`ready    ${built.length} tenant(s) in ${Math.round(performance.now() - started)} ms`);
      return report;
    } catch (error) {
      if (error instanceof TenantConfigError) {
        for (const problem of error.problems) options.error(formatProblem(problem));
        options.error(`${problemSummary(error.problems)}; still serving the last good build`);
      } else {
        options.error(`build failed: ${error instanceof Error ? error.message : String(error)}`);
      }
      return undefined;
    }
  };

  const runner = coalescedRunner(runBuild, { settleMs: SETTLE_MS, onError: (error) => options.error(String(error)) });
  const watcher = fs.watch(options.build.tenantsDir, { recursive: true }, runner.poke);

  return {
    rebuild: runner.run,
    async close() {
      watcher.close();
      await runner.close();
    },
  };
}
