// What the one app compile weighs, taken from webpack's stats: the gzip size of every JS file and an estimate of
// what each module contributes to it. Written as OUT/sizes.json; the size budget (bundle-budget.ts) reads it, so
// the budget is checked without compiling again.
import fs from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { transform } from 'esbuild';
import { PART_FILE_PATTERN } from './messages/split-catalogue';

export const BUNDLE_SIZES_FILE = 'sizes.json';

/** Level 9: the strongest setting, and the same bytes on every run, so a budget never flickers. */
const GZIP_LEVEL = 9;

/** The stats options the digest needs: every chunk with every module (and the modules inside concatenations). */
export const BUNDLE_STATS_OPTIONS = {
  all: false,
  entrypoints: true,
  chunkGroups: true,
  chunks: true,
  chunkModules: true,
  nestedModules: true,
  dependentModules: true,
  runtimeModules: true,
  cachedModules: true,
  source: true,
  ids: true,
  chunkModulesSpace: Infinity,
  nestedModulesSpace: Infinity,
} as const;

/** The part of a webpack stats module the digest reads (webpack's StatsModule fits it). */
export interface StatsModuleInput {
  name?: string;
  identifier?: string;
  size?: number;
  moduleType?: string;
  source?: string | Buffer;
  /** The modules of a concatenated module; its own source is not reported. */
  modules?: StatsModuleInput[];
}

/** The part of webpack's stats JSON (StatsCompilation) the digest reads. */
export interface StatsInput {
  entrypoints?: Record<string, { assets?: { name: string }[] }>;
  namedChunkGroups?: Record<string, { assets?: { name: string }[] }>;
  chunks?: {
    id?: string | number | null;
    names?: string[];
    files?: string[];
    /** Besides the JS: the chunk's translation parts (src/pipeline/messages), one per language. */
    auxiliaryFiles?: string[];
    modules?: StatsModuleInput[];
  }[];
}

export interface ModuleShare {
  /** Module path as webpack names it, without the leading `./`. */
  name: string;
  /** Estimated bytes of the file's gzip that are this module's (see `method`). */
  gzipBytes: number;
}

export interface BundleFile {
  /** The chunk's name (webpackChunkName, cache group) or, for an unnamed chunk, `chunk <id>`. */
  chunk: string;
  bytes: number;
  gzipBytes: number;
  /** Largest first. */
  modules: ModuleShare[];
}

/** OUT/sizes.json. */
export interface BundleSizes {
  method: string;
  /** The entry's initial JS files: what every route loads first. */
  entry: { name: string; files: string[] };
  /** Every named chunk group (webpackChunkName) with the JS files loading it fetches. */
  chunkGroups: Record<string, string[]>;
  files: Record<string, BundleFile>;
  /** JS file -> language -> the translation part its chunk loads with it in that language (also in `files`). */
  messageParts: Record<string, Record<string, string>>;
}

export const SIZES_METHOD =
  'gzipBytes of a file: node:zlib gzip level 9 of the emitted file (exact). gzipBytes of a module: the file gzip ' +
  "split in proportion to each module's own source minified by esbuild (NODE_ENV=production) and gzipped " +
  '(an estimate: it ignores tree shaking and cross-module compression).';

const isJs = (file: string) => file.endsWith('.js');
const partLanguage = (file: string) => PART_FILE_PATTERN.exec(file)?.[1];

/** The leaf modules of a chunk: a concatenated module stands for the modules it holds. */
export function leafModules(modules: StatsModuleInput[] = []): StatsModuleInput[] {
  return modules.flatMap((module) => (module.modules?.length ? leafModules(module.modules) : [module]));
}

export function moduleName(module: StatsModuleInput): string {
  return (module.name ?? module.identifier ?? '(unnamed module)').replace(/^\.\//, '');
}

/**
 * The digest of a compile: `gzipBytesOf(file)` is the gzip size of an emitted file, `weightOf(module)` a module's
 * relative weight inside its file. Pure, so tests feed it a small fake stats object.
 */
export function digestStats(
  stats: StatsInput,
  gzipBytesOf: (file: string) => { bytes: number; gzipBytes: number },
  weightOf: (module: StatsModuleInput) => number,
): BundleSizes {
  const entries = Object.entries(stats.entrypoints ?? {});
  if (entries.length !== 1)
    throw new Error(`the size digest expects one webpack entry, found ${entries.length}: ${entries.map(([n]) => n)}`);
  const [entryName, entry] = entries[0];
  const filesOf = (group: { assets?: { name: string }[] }) => (group.assets ?? []).map((a) => a.name).filter(isJs);
  const chunkGroups = Object.fromEntries(
    Object.entries(stats.namedChunkGroups ?? {})
      .filter(([name]) => name !== entryName)
      .map(([name, group]) => [name, filesOf(group)]),
  );
  const files: Record<string, BundleFile> = {};
  const messageParts: BundleSizes['messageParts'] = {};
  for (const chunk of stats.chunks ?? []) {
    const parts = (chunk.auxiliaryFiles ?? []).flatMap((file) => {
      const language = partLanguage(file);
      return language ? [{ file, language }] : [];
    });
    for (const { file, language } of parts) {
      const { bytes, gzipBytes } = gzipBytesOf(file);
      // The catalogue is one file in the source, so the whole part counts as that file's.
      const modules = [{ name: `src/client/i18n/lang/${language}.json`, gzipBytes }];
      files[file] = { chunk: `lang-${language}`, bytes, gzipBytes, modules };
    }
    const leaves = leafModules(chunk.modules);
    const weights = leaves.map(weightOf);
    const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);
    for (const file of (chunk.files ?? []).filter(isJs)) {
      const { bytes, gzipBytes } = gzipBytesOf(file);
      const modules = leaves
        .map((module, i) => ({
          name: moduleName(module),
          gzipBytes: totalWeight ? Math.round((gzipBytes * weights[i]) / totalWeight) : 0,
        }))
        .filter((module) => module.gzipBytes > 0)
        .sort((a, b) => b.gzipBytes - a.gzipBytes || a.name.localeCompare(b.name));
      files[file] = { chunk: chunk.names?.[0] ?? `chunk ${chunk.id}`, bytes, gzipBytes, modules };
      if (parts.length) messageParts[file] = Object.fromEntries(parts.map((part) => [part.language, part.file]));
    }
  }
  return { method: SIZES_METHOD, entry: { name: entryName, files: filesOf(entry) }, chunkGroups, files, messageParts };
}

export function gzipSize(content: Buffer | string): number {
  return gzipSync(content, { level: GZIP_LEVEL }).length;
}

/**
 * A module's weight: its source minified the way the build minifies (esbuild, production branches only) and
 * gzipped. A module without a source in the stats (webpack's runtime) weighs its raw size.
 */
async function moduleWeight(module: StatsModuleInput): Promise<number> {
  if (module.source === undefined) return module.size ?? 0;
  const source = String(module.source);
  const minified = await transform(source, {
    minify: true,
    loader: module.moduleType === 'json' ? 'json' : 'js',
    define: { 'process.env.NODE_ENV': '"production"' },
  }).then(
    (result) => result.code,
    // Syntax esbuild's transform refuses on its own (it has no bundle context) is weighed as written.
    () => source,
  );
  return gzipSize(minified);
}

/** Measures the compile in `appDir` (the files webpack emitted) and writes `OUT/sizes.json` beside it. */
export async function writeBundleSizes(stats: StatsInput, appDir: string): Promise<BundleSizes> {
  const weights = new Map<StatsModuleInput, number>();
  const modules = (stats.chunks ?? []).flatMap((chunk) => leafModules(chunk.modules));
  await Promise.all(modules.map(async (module) => weights.set(module, await moduleWeight(module))));
  const fileSizes = new Map<string, { bytes: number; gzipBytes: number }>();
  const measured = new Set(
    (stats.chunks ?? []).flatMap((chunk) => [
      ...(chunk.files ?? []).filter(isJs),
      ...(chunk.auxiliaryFiles ?? []).filter((file) => partLanguage(file) !== undefined),
    ]),
  );
  await Promise.all(
    [...measured].map(async (file) => {
      const content = await fs.readFile(path.join(appDir, file));
      fileSizes.set(file, { bytes: content.length, gzipBytes: gzipSize(content) });
    }),
  );
  const sizes = digestStats(
    stats,
    (file) => fileSizes.get(file)!,
    (module) => weights.get(module)!,
  );
  await fs.writeFile(path.join(path.dirname(appDir), BUNDLE_SIZES_FILE), JSON.stringify(sizes, null, 1));
  return sizes;
}
