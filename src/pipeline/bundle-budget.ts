// The size budget of the first screen of each entry route (size-budget.json at the repository root): the JS a route
// needs before it can render is the entry's initial files plus the named lazy chunks its screen loads. Sizes come
// from OUT/sizes.json (bundle-sizes.ts); everything here is pure.
import type { BundleSizes, ModuleShare } from './bundle-sizes';

export const KB = 1024;

/** One line of the route table: the named chunks (webpackChunkName) the route's first screen loads. */
export interface RouteBudget {
  chunks: string[];
  /** A language with translation parts (mn, cn): the route then also loads the parts of its chunks in it. */
  language?: string;
  /** KB gzip; absent for a route just added to the table (`npm run size -- --update` records it). */
  budgetKB?: number;
}

/** KB gzip per package (node_modules) or folder (src/…), as measured when the budgets were recorded. */
export interface Composition {
  KB: number;
  contents: Record<string, number>;
}

/** size-budget.json. */
export interface SizeBudget {
  $comment?: string[];
  /** The goal (issue 14: 170 KB gzip for the first screen); budgets move towards it. */
  targetKB: number;
  /** Headroom a recorded budget gets above the measured size. */
  marginPercent: number;
  routes: Record<string, RouteBudget>;
  /** What the routes were made of when the budgets were recorded: the reference for "what grew". */
  recorded?: { entry: Composition; routes: Record<string, Composition> };
}

/** A route table or budget file that cannot be checked; the message names the field. */
export class BundleBudgetError extends Error {}

export interface RouteMeasure {
  route: string;
  chunks: string[];
  language?: string;
  /** The entry's files, then the files the route's chunks add. */
  files: string[];
  /** The files the route adds to the entry's. */
  ownFiles: string[];
  gzipBytes: number;
}

export interface GroupGrowth {
  group: string;
  recordedKB: number;
  nowKB: number;
}

export interface RouteCheck extends RouteMeasure {
  budgetKB?: number;
  status: 'within' | 'over' | 'unbudgeted';
  /** Packages and folders larger than when the budget was recorded, most grown first. */
  grown: GroupGrowth[];
  /** The route's files by chunk, largest first. */
  chunkSizes: { chunk: string; gzipBytes: number }[];
  /** The largest modules of what grew (of the whole route when nothing grew), largest first. */
  topModules: ModuleShare[];
}

const GROWN_SHOWN = 8;
const MODULES_SHOWN = 10;

export const toKB = (bytes: number) => bytes / KB;
/** KB with one decimal: the precision of the budget file. */
export const roundKB = (kb: number) => Math.round(kb * 10) / 10;
/** Rounded up, so a recorded budget never sits below its measurement. */
const ceilKB = (kb: number) => Math.ceil(kb * 10 - 1e-9) / 10;

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string' && item);
}

const isNonNegative = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** Checks the shape of size-budget.json; every problem names its field. */
export function parseSizeBudget(json: unknown, file = 'size-budget.json'): SizeBudget {
  const fail = (field: string, rule: string) => {
    throw new BundleBudgetError(`${file}: ${field} ${rule}`);
  };
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return fail('(top level)', 'must be an object');
  const budget = json as Record<string, unknown>;
  if (!isNonNegative(budget.targetKB)) fail('targetKB', 'must be a number of KB (gzip)');
  if (!isNonNegative(budget.marginPercent)) fail('marginPercent', 'must be a percentage (for example 3)');
  const routes = budget.routes;
  if (typeof routes !== 'object' || routes === null || Array.isArray(routes) || !Object.keys(routes).length)
    fail('routes', 'must map each route to { "chunks": [...], "budgetKB": n }');
  for (const [route, line] of Object.entries(routes as Record<string, Partial<RouteBudget>>)) {
    if (!isStringList(line?.chunks)) fail(`routes["${route}"].chunks`, 'must list the chunk names (webpackChunkName)');
    if (line.language !== undefined && (typeof line.language !== 'string' || !line.language))
      fail(`routes["${route}"].language`, 'must be a language code (for example "mn"), or absent for English');
    if (line.budgetKB !== undefined && !isNonNegative(line.budgetKB))
      fail(`routes["${route}"].budgetKB`, 'must be a number of KB (gzip), or absent until recorded');
  }
  return json as SizeBudget;
}

/** The files each route of the table loads first; a chunk name the build lacks is an error naming the route. */
export function measureRoutes(sizes: BundleSizes, routes: Record<string, RouteBudget>): RouteMeasure[] {
  const entryFiles = new Set(sizes.entry.files);
  return Object.entries(routes).map(([route, { chunks, language }]) => {
    const ownFiles = new Set<string>();
    for (const chunk of chunks) {
      const files = sizes.chunkGroups[chunk];
      if (!files)
        throw new BundleBudgetError(
          `route "${route}" names chunk "${chunk}", which the build does not have (named chunks: ${Object.keys(sizes.chunkGroups).sort().join(', ')})`,
        );
      for (const file of files) if (!entryFiles.has(file)) ownFiles.add(file);
    }
    // The translations the entry's and the route's chunks bring; the entry's part too, as the entry is counted
    // language-neutral.
    if (language)
      for (const file of [...entryFiles, ...ownFiles]) {
        const part = sizes.messageParts?.[file]?.[language];
        if (part) ownFiles.add(part);
      }
    const files = [...entryFiles, ...ownFiles];
    const gzipBytes = files.reduce((sum, file) => sum + fileOf(sizes, file).gzipBytes, 0);
    return { route, chunks, language, files, ownFiles: [...ownFiles], gzipBytes };
  });
}

function fileOf(sizes: BundleSizes, file: string) {
  const measured = sizes.files[file];
  if (!measured) throw new BundleBudgetError(`sizes.json lists ${file} in a chunk group but did not measure it`);
  return measured;
}

/**
 * The package or folder a module belongs to: `@mui/material` for anything under node_modules/@mui/material,
 * `src/client/features/discovery` for a feature, `src/client/shell` for another app folder.
 */
export function groupOf(moduleName: string): string {
  const packagePath = moduleName.split('node_modules/').at(-1)!;
  if (packagePath !== moduleName) {
    const [scope, name] = packagePath.split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  if (moduleName.startsWith('webpack/runtime/')) return 'webpack runtime';
  const folders = moduleName.split('/').slice(0, -1);
  if (folders[0] !== 'src') return moduleName;
  return folders.slice(0, folders[2] === 'features' ? 4 : 3).join('/');
}

/** KB gzip of a set of files, and per package or folder. */
export function compositionOf(sizes: BundleSizes, files: string[]): Composition {
  const bytes = new Map<string, number>();
  let total = 0;
  for (const file of files) {
    const measured = fileOf(sizes, file);
    total += measured.gzipBytes;
    for (const module of measured.modules) {
      const group = groupOf(module.name);
      bytes.set(group, (bytes.get(group) ?? 0) + module.gzipBytes);
    }
  }
  const contents = [...bytes]
    .map(([group, groupBytes]) => [group, roundKB(toKB(groupBytes))] as const)
    .filter(([, kb]) => kb > 0)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
  return { KB: roundKB(toKB(total)), contents: Object.fromEntries(contents) };
}

function growthSince(recorded: Composition | undefined, now: Composition): GroupGrowth[] {
  return Object.entries(now.contents)
    .map(([group, nowKB]) => ({ group, recordedKB: recorded?.contents[group] ?? 0, nowKB }))
    .filter((growth) => roundKB(growth.nowKB - growth.recordedKB) > 0)
    .sort((a, b) => b.nowKB - b.recordedKB - (a.nowKB - a.recordedKB) || a.group.localeCompare(b.group));
}

/** Entry plus route, added the way they were recorded, so an unchanged build shows no growth at all. */
function addCompositions(entry: Composition, own: Composition | undefined): Composition {
  const contents = { ...entry.contents };
  for (const [group, kb] of Object.entries(own?.contents ?? {})) contents[group] = roundKB((contents[group] ?? 0) + kb);
  return { KB: roundKB(entry.KB + (own?.KB ?? 0)), contents };
}

/** Each route of the budget against the build: its size, its status, and what grew since the budget was recorded. */
export function checkBudgets(budget: SizeBudget, sizes: BundleSizes): RouteCheck[] {
  return measureRoutes(sizes, budget.routes).map((measure) => {
    const { budgetKB } = budget.routes[measure.route];
    const status =
      budgetKB === undefined ? 'unbudgeted' : roundKB(toKB(measure.gzipBytes)) > budgetKB ? 'over' : 'within';
    const { recorded } = budget;
    const now = addCompositions(compositionOf(sizes, sizes.entry.files), compositionOf(sizes, measure.ownFiles));
    const then = recorded && addCompositions(recorded.entry, recorded.routes[measure.route]);
    const grown = growthSince(then, now).slice(0, GROWN_SHOWN);
    const grownGroups = new Set(grown.map((growth) => growth.group));
    const modules = measure.files.flatMap((file) => sizes.files[file].modules);
    const ofGrown = modules.filter((module) => grownGroups.has(groupOf(module.name)));
    const topModules = (ofGrown.length ? ofGrown : modules)
      .toSorted((a, b) => b.gzipBytes - a.gzipBytes || a.name.localeCompare(b.name))
      .slice(0, MODULES_SHOWN);
    const chunkSizes = measure.files
      .map((file) => ({ chunk: sizes.files[file].chunk, gzipBytes: sizes.files[file].gzipBytes }))
      .sort((a, b) => b.gzipBytes - a.gzipBytes);
    return { ...measure, budgetKB, status, grown, chunkSizes, topModules };
  });
}

/**
 * The budget file with every route's budget set to today's size plus the margin, and today's composition recorded
 * as the reference for "what grew". Run after a deliberate change in size (growth or a win).
 */
/**
 * Today's size plus the margin, rounded up to 0.1 KB; but a route within the target is never given a budget above it,
 * so once a route has reached the target, CI holds it there (the margin still absorbs growth below the target).
 */
function budgetFor(kb: number, factor: number, targetKB: number): number {
  const withMargin = ceilKB(kb * factor);
  return kb <= targetKB ? Math.min(withMargin, targetKB) : withMargin;
}

export function recordBudgets(budget: SizeBudget, sizes: BundleSizes): SizeBudget {
  const measures = measureRoutes(sizes, budget.routes);
  const factor = 1 + budget.marginPercent / 100;
  return {
    ...budget,
    routes: Object.fromEntries(
      measures.map(({ route, chunks, language, gzipBytes }) => [
        route,
        { chunks, ...(language ? { language } : {}), budgetKB: budgetFor(toKB(gzipBytes), factor, budget.targetKB) },
      ]),
    ),
    recorded: {
      entry: compositionOf(sizes, sizes.entry.files),
      routes: Object.fromEntries(measures.map(({ route, ownFiles }) => [route, compositionOf(sizes, ownFiles)])),
    },
  };
}
