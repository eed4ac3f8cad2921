/**
 * npm run size [-- --out DIR --update]: the size budget. Compiles the app unless OUT/.app is up to date (the same
 * incremental compile as `npm run build`, so in `npm test` the e2e server reuses it), reads the sizes that compile
 * wrote (OUT/sizes.json), prints the first-load JS of every route of size-budget.json and exits 1 when a route is
 * over its budget, naming what grew. `--update` instead records today's sizes plus the margin as the budgets.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import * as prettier from 'prettier';
import {
  BundleBudgetError,
  checkBudgets,
  parseSizeBudget,
  recordBudgets,
  type SizeBudget,
} from '../src/pipeline/bundle-budget';
import { formatBudgetFailures, formatRouteTable } from '../src/pipeline/bundle-budget-report';
import { BUNDLE_SIZES_FILE, type BundleSizes } from '../src/pipeline/bundle-sizes';
import { appSources, ensureAppBuild, webpackCompiler } from '../src/pipeline/compile-app';
import { readJson } from '../src/pipeline/hash';
import { parseArgs, UsageError } from './lib/args';

const ROOT = path.resolve(import.meta.dirname, '..');
const BUDGET_FILE = path.join(ROOT, 'size-budget.json');

/** The sizes of the current compile; compiles when the app changed, or when an older build wrote no sizes. */
async function currentSizes(outDir: string): Promise<BundleSizes> {
  const compile = async (force: boolean) => {
    const app = await ensureAppBuild({ outDir, sources: appSources(ROOT), compile: webpackCompiler(ROOT), force });
    console.log(app.compiled ? `app compiled in ${Math.round(app.ms)} ms` : 'app unchanged, compile skipped');
  };
  const sizesFile = path.join(outDir, BUNDLE_SIZES_FILE);
  await compile(false);
  let sizes = await readJson<BundleSizes>(sizesFile);
  if (!sizes) {
    await compile(true);
    sizes = await readJson<BundleSizes>(sizesFile);
  }
  if (!sizes) throw new BundleBudgetError(`the app compile wrote no ${sizesFile}`);
  return sizes;
}

/** The budget file as prettier writes it, with one line per route so adding a route stays a one-line change. */
async function budgetFileText(budget: SizeBudget): Promise<string> {
  const placeholder = '\u0000routes';
  const routes = Object.entries(budget.routes).map(
    ([route, line]) => `${JSON.stringify(route)}: ${JSON.stringify(line)}`,
  );
  const json = JSON.stringify({ ...budget, routes: placeholder }, null, 2).replace(
    JSON.stringify(placeholder),
    `{\n${routes.join(',\n')}\n}`,
  );
  return prettier.format(json, { ...(await prettier.resolveConfig(BUDGET_FILE)), filepath: BUDGET_FILE });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new BundleBudgetError(`${path.basename(BUDGET_FILE)} is not valid JSON: ${(error as Error).message}`);
  }
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2), { out: 'string', update: 'boolean' });
  if (args._.length) throw new UsageError(`unexpected argument "${args._[0]}"`);
  const outDir = path.resolve(args.out ?? process.env.DIST_DIR ?? path.join(ROOT, 'dist'));
  const budgetJson = await fs.readFile(BUDGET_FILE, 'utf8').catch(() => {
    throw new BundleBudgetError(`${BUDGET_FILE} is missing: it holds the route table and the budgets`);
  });
  let budget = parseSizeBudget(parseJson(budgetJson), path.basename(BUDGET_FILE));
  const sizes = await currentSizes(outDir);
  if (args.update) {
    budget = recordBudgets(budget, sizes);
    await fs.writeFile(BUDGET_FILE, await budgetFileText(budget));
    console.log(
      `recorded today's sizes + ${budget.marginPercent} % as the budgets in ${path.relative(ROOT, BUDGET_FILE)}`,
    );
  }
  const checks = checkBudgets(budget, sizes);
  console.log(formatRouteTable(checks, budget));
  const failures = formatBudgetFailures(checks);
  if (failures) {
    console.error(`\n${failures}`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  if (error instanceof BundleBudgetError || error instanceof UsageError) console.error(`Size budget: ${error.message}`);
  else console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
