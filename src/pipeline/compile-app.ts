import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUNDLE_STATS_OPTIONS, writeBundleSizes } from './bundle-sizes';
import type { Entrypoints } from './html';
import { hashPaths, isTestFile, readJson } from './hash';

export const APP_DIR = '.app';
export const ENTRYPOINTS_FILE = 'entrypoints.json';
export const STATE_DIR = '.state';
/** Tenant states are `<id>.json`; ids never start with `_`, so the app's cannot collide with one. */
export const APP_STATE_FILE = '_app.json';

/** The one compile of the React app that every tenant folder copies. */
export interface AppBuild {
  dir: string;
  entrypoints: Entrypoints;
  /** Hash of every output file: a tenant built against other app output is stale. */
  outputHash: string;
  compiled: boolean;
  ms: number;
}

/** Writes the compiled app into the folder given. */
export type CompileApp = (appDir: string) => Promise<void>;

interface AppState {
  sourceHash: string;
  outputHash: string;
}

/** What the app bundle is made of. The client may import only src/client and src/shared (lint-enforced). */
export function appSources(rootDir: string): string[] {
  return [
    'src/client',
    'src/shared',
    'src/pipeline/messages',
    // The app's own webpack loaders change its output as much as its sources do.
    'src/pipeline/client-endpoints-loader.ts',
    'src/pipeline/pure-react-factories-loader.ts',
    'webpack.config.ts',
    'package-lock.json',
    'tsconfig.json',
  ].map((p) => path.join(rootDir, p));
}

/** Compiles with webpack.config.ts's createWebpackConfig through the webpack Node API. */
export function webpackCompiler(rootDir: string): CompileApp {
  return async (appDir) => {
    const configPath = path.join(rootDir, 'webpack.config.ts');
    if (!(await fs.stat(configPath).catch(() => undefined)))
      throw new Error(`${configPath} not found: the app compile needs it (it exports createWebpackConfig).`);
    const { createWebpackConfig } = (await import(pathToFileURL(configPath).href)) as {
      createWebpackConfig?: (options: { outDir: string; mode: 'production' | 'development' }) => object;
    };
    if (typeof createWebpackConfig !== 'function')
      throw new Error(`${configPath} does not export createWebpackConfig({ outDir, mode }).`);
    const { default: webpack } = await import('webpack');
    const compiler = webpack(createWebpackConfig({ outDir: appDir, mode: 'production' }) as never);
    const stats = await new Promise<import('webpack').Stats | undefined>((resolve, reject) =>
      compiler.run((error, result) => compiler.close(() => (error ? reject(error) : resolve(result)))),
    );
    if (!stats) throw new Error('webpack returned no stats');
    if (stats.hasErrors()) throw new Error(`webpack failed:\n${stats.toString('errors-only')}`);
    // OUT/sizes.json, read by the size budget (npm run size) so it never compiles a second time.
    await writeBundleSizes(stats.toJson(BUNDLE_STATS_OPTIONS), appDir);
  };
}

/**
 * Compiles the app into OUT/.app unless its sources are unchanged since the last compile there (hash kept in
 * OUT/.state/_app.json), so a config-only change never runs webpack.
 */
export async function ensureAppBuild(options: {
  outDir: string;
  sources: string[];
  compile: CompileApp;
  force?: boolean;
  /** Called when the compile is about to run (work that can overlap it starts here). */
  beforeCompile?: () => void;
}): Promise<AppBuild> {
  const started = performance.now();
  const dir = path.join(options.outDir, APP_DIR);
  const stateFile = path.join(options.outDir, STATE_DIR, APP_STATE_FILE);
  const sourceHash = await hashPaths(options.sources, isTestFile);
  const state = await readJson<AppState>(stateFile);
  let entrypoints = await readJson<Entrypoints>(path.join(dir, ENTRYPOINTS_FILE));
  if (!options.force && state?.sourceHash === sourceHash && entrypoints)
    return { dir, entrypoints, outputHash: state.outputHash, compiled: false, ms: performance.now() - started };
  options.beforeCompile?.();
  await options.compile(dir);
  entrypoints = await readJson<Entrypoints>(path.join(dir, ENTRYPOINTS_FILE));
  if (!entrypoints || !Array.isArray(entrypoints.js) || !Array.isArray(entrypoints.css))
    throw new Error(
      `the app compile wrote no valid ${path.join(dir, ENTRYPOINTS_FILE)} ({ "js": [...], "css": [...] })`,
    );
  const outputHash = await hashPaths([dir]);
  await fs.mkdir(path.dirname(stateFile), { recursive: true });
  await fs.writeFile(stateFile, JSON.stringify({ sourceHash, outputHash } satisfies AppState, null, 2));
  return { dir, entrypoints, outputHash, compiled: true, ms: performance.now() - started };
}
