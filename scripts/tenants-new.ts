/**
 * npm run tenants:new -- <id> [--name NAME] [--layout food|retail] [--tenants-dir DIR]: scaffolds
 * tenants/<id>/ (tenant.json with $schema, a placeholder icon) that passes tenants:check at once.
 */
import path from 'node:path';
import { formatProblem, loadTenants } from '../src/pipeline';
import { writeScaffold } from '../src/pipeline/scaffold-tenant';
import { LAYOUT_VALUES, type Layout } from '../src/shared/tenant';
import { parseArgs, UsageError } from './lib/args';

const USAGE = 'usage: npm run tenants:new -- <id> [--name NAME] [--layout food|retail] [--tenants-dir DIR]';

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2), { 'tenants-dir': 'string', name: 'string', layout: 'string' });
  if (args._.length !== 1) throw new UsageError(`give exactly one tenant id\n${USAGE}`);
  const id = args._[0];
  const layout = args.layout;
  if (layout !== undefined && !(LAYOUT_VALUES as readonly string[]).includes(layout))
    throw new UsageError(`--layout "${layout}" is not allowed (allowed: ${LAYOUT_VALUES.join(', ')})`);
  const tenantsDir = args['tenants-dir'] ?? process.env.TENANTS_DIR ?? 'tenants';
  const dir = await writeScaffold(tenantsDir, id, { name: args.name, layout: layout as Layout | undefined });
  const { problems } = await loadTenants(tenantsDir);
  const own = problems.filter((p) => p.file.startsWith(path.resolve(dir) + path.sep));
  for (const problem of own) console.error(formatProblem(problem));
  if (own.length) process.exit(1);
  console.log(`Created ${path.join(dir, 'tenant.json')} and ${path.join(dir, 'icon.svg')}; it passes tenants:check.`);
  console.log('Next: set name, brand.color and the icon, then npm run tenants:check and npm run build.');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  if (error instanceof UsageError) console.error(USAGE);
  process.exit(1);
});
