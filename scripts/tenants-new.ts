/**
 * npm run tenants:new -- <id> [--name NAME] [--color #RRGGBB] [--layout food|retail] [--icon FILE]
 * [--languages en,mn] [--tenants-dir DIR]: scaffolds tenants/<id>/ (tenant.json with $schema, the icon given or a
 * placeholder) that passes tenants:check at once, so a merchant can go live without editing. A flag left out keeps
 * the default (name from the id, a colour from the id, food, placeholder icon, en,mn,cn with en first). When the
 * result does not pass (a PNG icon too small, say), its problems are listed and nothing is left behind.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import schema from '../schemas/tenant.schema.json';
import { formatProblem, loadTenants } from '../src/pipeline';
import { writeScaffold } from '../src/pipeline/scaffold-tenant';
import { LANGUAGE_VALUES, LAYOUT_VALUES, type Language, type Layout } from '../src/shared/tenant';
import { parseArgs, UsageError } from './lib/args';

const USAGE =
  'usage: npm run tenants:new -- <id> [--name NAME] [--color #RRGGBB] [--layout food|retail] [--icon FILE.svg|FILE.png] [--languages en,mn,cn] [--tenants-dir DIR]';
const COLOR_PATTERN = new RegExp(schema.$defs.hexColor.pattern);
const ICON_EXTENSIONS = ['.svg', '.png'];

function oneOf<T extends string>(flag: string, value: string, allowed: readonly T[]): T {
  if (!(allowed as readonly string[]).includes(value))
    throw new UsageError(`${flag} "${value}" is not allowed (allowed: ${allowed.join(', ')})`);
  return value as T;
}

/** The flags as scaffold options, each bad one refused by name before anything is written. */
async function scaffoldOptions(args: Partial<Record<'name' | 'color' | 'layout' | 'icon' | 'languages', string>>) {
  if (args.color !== undefined && !COLOR_PATTERN.test(args.color))
    throw new UsageError(`--color "${args.color}" is not a colour: give it as #RRGGBB, like #0A7D5A`);
  const languages = args.languages
    ?.split(',')
    .map((code) => code.trim())
    .filter(Boolean)
    .map((code) => oneOf<Language>('--languages', code, LANGUAGE_VALUES));
  if (languages && (languages.length === 0 || new Set(languages).size !== languages.length))
    throw new UsageError(
      `--languages "${args.languages}" must list each language once (allowed: ${LANGUAGE_VALUES.join(', ')})`,
    );
  if (args.icon !== undefined) {
    if (!ICON_EXTENSIONS.includes(path.extname(args.icon).toLowerCase()))
      throw new UsageError(`--icon "${args.icon}" must be an .svg or a square .png of at least 512 px`);
    if (!(await fs.stat(args.icon).catch(() => undefined))?.isFile())
      throw new UsageError(`--icon "${args.icon}": no such file`);
  }
  return {
    name: args.name,
    color: args.color,
    layout: args.layout === undefined ? undefined : oneOf<Layout>('--layout', args.layout, LAYOUT_VALUES),
    languages,
    icon: args.icon,
  };
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2), {
    'tenants-dir': 'string',
    name: 'string',
    layout: 'string',
    color: 'string',
    icon: 'string',
    languages: 'string',
  });
  if (args._.length !== 1) throw new UsageError(`give exactly one tenant id\n${USAGE}`);
  const id = args._[0];
  const tenantsDir = args['tenants-dir'] ?? process.env.TENANTS_DIR ?? 'tenants';
  const dir = await writeScaffold(tenantsDir, id, await scaffoldOptions(args));
  const inside = (file: string) => file.startsWith(path.resolve(dir) + path.sep);
  const { problems, warnings } = await loadTenants(tenantsDir);
  const own = problems.filter((p) => inside(p.file));
  for (const problem of [...own, ...warnings.filter((w) => inside(w.file))]) console.error(formatProblem(problem));
  if (own.length) {
    // A tenant that does not pass would stop every build: take it back.
    await fs.rm(dir, { recursive: true, force: true });
    console.error(`\n${id} was not created: fix the above and run the command again.`);
    process.exit(1);
  }
  const config = path.join(dir, 'tenant.json');
  console.log(`Created ${config}; it passes tenants:check.`);
  console.log(
    'Next: npm run dev serves it at once (or npm run build with npm start running); change anything in tenant.json.',
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  if (error instanceof UsageError) console.error(USAGE);
  process.exit(1);
});
