/**
 * npm run build [-- --tenants-dir DIR --out DIR --tenant ID ... --default-tenant ID --force --screenshots]: checks
 * every tenant, compiles the app once (skipped when its sources are unchanged), writes one deployable folder per
 * stale tenant and the gallery OUT/report.html (--screenshots: with Chromium screenshots of rebuilt tenants).
 */
import path from 'node:path';
import { build, BuildUsageError, formatProblem, problemSummary, TenantConfigError } from '../src/pipeline';
import { GALLERY_FILE } from '../src/pipeline/gallery';
import { parseArgs, UsageError } from './lib/args';

const ROOT = path.resolve(import.meta.dirname, '..');

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2), {
    'tenants-dir': 'string',
    out: 'string',
    tenant: 'strings',
    'default-tenant': 'string',
    force: 'boolean',
    screenshots: 'boolean',
  });
  if (args._.length) throw new UsageError(`unexpected argument "${args._[0]}" (tenant ids go after --tenant)`);
  const tenantsDir = args['tenants-dir'] ?? process.env.TENANTS_DIR ?? path.join(ROOT, 'tenants');
  const outDir = args.out ?? process.env.DIST_DIR ?? path.join(ROOT, 'dist');
  const report = await build({
    rootDir: ROOT,
    tenantsDir,
    outDir,
    only: args.tenant,
    defaultTenant: args['default-tenant'],
    force: args.force,
    // Loaded only when asked for: it starts a server and a browser.
    takeScreenshots: args.screenshots
      ? async (request) => (await import('./lib/gallery-screenshots')).takeGalleryScreenshots(request)
      : undefined,
  });
  const built = report.tenants.filter((t) => t.status === 'built').length;
  console.log(
    `done     ${built} built, ${report.tenants.length - built} unchanged in ${(report.ms / 1000).toFixed(1)} s -> ${path.relative(process.cwd(), outDir) || outDir} (default tenant ${report.defaultTenant})`,
  );
  console.log(`gallery  ${path.join(path.relative(process.cwd(), outDir) || outDir, GALLERY_FILE)}`);
}

main().catch((error: unknown) => {
  if (error instanceof TenantConfigError) {
    for (const problem of error.problems) console.error(formatProblem(problem));
    console.error(`\nBuild stopped: ${problemSummary(error.problems)} of the tenant configs; nothing was written.`);
  } else if (error instanceof BuildUsageError || error instanceof UsageError) {
    console.error(`Build stopped: ${error.message}`);
  } else {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  }
  process.exit(1);
});
