/**
 * npm run tenants:check [-- --tenants-dir DIR]: checks every tenant config and icon; lists every problem of every
 * tenant as `file:line:column  /pointer  message  (hint)` and exits 1, or prints a one-line summary.
 */
import { formatProblem, loadTenants } from '../src/pipeline';
import { parseArgs } from './lib/args';

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2), { 'tenants-dir': 'string' });
  const dir = args['tenants-dir'] ?? process.env.TENANTS_DIR ?? 'tenants';
  const { tenants, problems } = await loadTenants(dir);
  if (problems.length) {
    for (const problem of problems) console.error(formatProblem(problem));
    const files = new Set(problems.map((p) => p.file)).size;
    console.error(
      `\n${problems.length} problem${problems.length === 1 ? '' : 's'} in ${files} file${files === 1 ? '' : 's'}`,
    );
    process.exit(1);
  }
  console.log(
    `OK: ${tenants.length} tenant${tenants.length === 1 ? '' : 's'} in ${dir} (${tenants.map((t) => t.config.id).join(', ')})`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
