/**
 * npm run tenants:check [-- --tenants-dir DIR --json]: checks every tenant config and icon. Lists every error and
 * warning as `file:line:column  error|warning  /pointer  message  (hint)`; exits 1 when there is an error (warnings
 * alone pass). --json prints one JSON document for CI instead: { ok, tenants, errors: [...], warnings: [...] }.
 */
import path from 'node:path';
import { formatProblem, loadTenants, problemSummary, type Problem } from '../src/pipeline';
import { parseArgs } from './lib/args';

/** A problem for machines: the file relative to the working directory, and no severity (the list says it). */
function asJson(problem: Problem) {
  const { severity: _listedApart, ...rest } = problem;
  return { ...rest, file: path.relative(process.cwd(), problem.file) || problem.file };
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2), { 'tenants-dir': 'string', json: 'boolean' });
  const dir = args['tenants-dir'] ?? process.env.TENANTS_DIR ?? 'tenants';
  const { tenants, problems, warnings } = await loadTenants(dir);
  const ok = problems.length === 0;
  if (args.json) {
    const result = {
      ok,
      tenants: tenants.map((t) => t.config.id),
      errors: problems.map(asJson),
      warnings: warnings.map(asJson),
    };
    console.log(JSON.stringify(result, null, 2));
  } else {
    // Errors first (they stop the build), then warnings; on stderr only when the check fails.
    const print = ok ? console.log : console.error;
    for (const problem of [...problems, ...warnings]) print(formatProblem(problem));
    if (!ok) print(`\n${problemSummary([...problems, ...warnings])}`);
    else
      console.log(
        `OK: ${tenants.length} tenant${tenants.length === 1 ? '' : 's'} in ${dir} (${tenants.map((t) => t.config.id).join(', ')})` +
          (warnings.length ? `, with ${warnings.length} warning${warnings.length === 1 ? '' : 's'}` : ''),
      );
  }
  if (!ok) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
