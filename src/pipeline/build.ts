import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SERVER_CONFIG_DIR, serverConfigFile, writeServerConfig, writeTenantsIndex } from './build-output';
import type { BuildReport } from './build-report';
import { buildTenant, listAppFiles, type BuiltFile, type TenantReport } from './build-tenant';
import { APP_STATE_FILE, appSources, ensureAppBuild, STATE_DIR, webpackCompiler, type CompileApp } from './compile-app';
import { refreshScreenshots, writeGallery, type ServedTenant, type TakeScreenshots } from './gallery';
import { SCREENSHOTS_DIR } from './gallery-model';
import { hashPaths, readJson, hashStrings, isTestFile } from './hash';
import { renderIcons, type RenderedIcons } from './icons';
import { compileHtmlTemplate } from './html';
import { STATIC_SHELL_MODULE, type RenderShell } from './static-shell';
import { warmUpShellWorker, workerShellRenderer } from './static-shell-pool';
import { loadTenants, type LoadedTenant } from './load-tenants';
import { allowedHint, formatProblem, TenantConfigError, type Problem } from './problems';

export { TENANTS_INDEX_FILE, type TenantsIndex } from './build-output';

/** Bump when the output format changes in a way the hashed pipeline sources do not show. */
export const PIPELINE_VERSION = 1;
export const REPORT_FILE = 'report.json';
export const TEMPLATE_PATH = 'src/pipeline/templates/index.html.hbs';

export interface BuildOptions {
  /** Repository root: the template, the app sources and webpack.config.ts live under it. */
  rootDir: string;
  tenantsDir: string;
  outDir: string;
  /** Build only these tenant ids (all checks still run on every tenant). */
  only?: string[];
  /** Served on a bare host; default: DEFAULT_TENANT, else the first id in alphabetical order. */
  defaultTenant?: string;
  /** Replaces the webpack compile (tests use a fake app). */
  compileApp?: CompileApp;
  /** What the app compile depends on; default appSources(rootDir). */
  appSources?: string[];
  /** Rebuild everything, ignoring the saved hashes. */
  force?: boolean;
  concurrency?: number;
  log?: (line: string) => void;
  /** Watch mode: every index.html loads the live-reload script (a tenant built without it is stale, and back). */
  liveReload?: boolean;
  /**
   * Takes phone-sized screenshots for the gallery (scripts/lib/gallery-screenshots.ts, with Chromium and a server on
   * the fresh output); only tenants rebuilt since their last screenshots are asked for. Omitted: brand cards.
   */
  takeScreenshots?: TakeScreenshots;
  /**
   * Renders each index.html's static shell. Default: the app's own renderer (STATIC_SHELL_MODULE) when the app is
   * compiled by webpack; with a fake `compileApp` (tests) index.html gets no shell unless one is given here.
   */
  renderShell?: RenderShell;
}

export type { BuildReport } from './build-report';

/** A build request that cannot be met (unknown tenant id, ...); nothing was written. */
export class BuildUsageError extends Error {}

interface TenantState {
  inputHash: string;
  report: Omit<TenantReport, 'status' | 'ms' | 'warnings'>;
}

/** The sources of the pipeline itself: a change to how tenants are built makes every tenant stale. */
function pipelineSources(rootDir: string): string[] {
  return [
    'src/pipeline',
    'src/shared/tenant',
    'src/shared/theme',
    'schemas/tenant.schema.json',
    STATIC_SHELL_MODULE,
  ].map((p) => path.join(rootDir, p));
}

async function exists(file: string): Promise<boolean> {
  return (await fs.stat(file).catch(() => undefined)) !== undefined;
}

/** Runs `work` over `items` with at most `limit` at a time, keeping the order of results. */
async function mapLimit<T, R>(items: T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.round(bytes / 1024)} KB`;
}

/** Checks the request against the loaded tenants before anything is written. */
function pickTenants(
  tenants: LoadedTenant[],
  options: BuildOptions,
): { selected: LoadedTenant[]; defaultTenant: string } {
  const ids = tenants.map((t) => t.config.id);
  for (const id of options.only ?? [])
    if (!ids.includes(id)) throw new BuildUsageError(`unknown tenant "${id}" in --tenant  (${allowedHint(id, ids)})`);
  const defaultTenant = options.defaultTenant ?? process.env.DEFAULT_TENANT ?? ids[0];
  if (!ids.includes(defaultTenant))
    throw new BuildUsageError(`unknown default tenant "${defaultTenant}"  (${allowedHint(defaultTenant, ids)})`);
  const selected = options.only?.length ? tenants.filter((t) => options.only!.includes(t.config.id)) : tenants;
  return { selected, defaultTenant };
}

/**
 * The whole build: check every tenant (a bad config throws TenantConfigError before anything is written), compile
 * the app once unless its sources are unchanged, then write each stale tenant folder, skipping those whose inputs
 * (tenant folder, template, pipeline, app output) hash to what OUT/.state/<id>.json holds. Writes OUT/tenants.json
 * and OUT/report.json.
 */
export async function build(options: BuildOptions): Promise<BuildReport> {
  const started = performance.now();
  const log = options.log ?? ((line: string) => console.log(line));
  const outDir = path.resolve(options.outDir);
  const { tenants, problems, warnings } = await loadTenants(options.tenantsDir);
  if (problems.length) throw new TenantConfigError(problems);
  for (const warning of warnings) log(formatProblem(warning));
  const { selected, defaultTenant } = pickTenants(tenants, options);
  const templatePath = path.join(options.rootDir, TEMPLATE_PATH);
  const templateSource = await fs.readFile(templatePath, 'utf8').catch(() => {
    throw new BuildUsageError(`index.html template not found at ${templatePath}`);
  });
  const renderHtml = compileHtmlTemplate(templateSource);

  const iconsAhead = new Map<string, Promise<RenderedIcons>>();
  // The app's own renderer draws the shells when webpack compiles the app; a fake compile (tests) gets none unless given.
  const appRenderer = !options.renderShell && !options.compileApp;
  const app = await ensureAppBuild({
    outDir,
    sources: options.appSources ?? appSources(options.rootDir),
    compile: options.compileApp ?? webpackCompiler(options.rootDir),
    force: options.force,
    // A compile makes every tenant stale: meanwhile (webpack keeps about one core busy) their shell renderer loads
    // on its thread and their icons are drawn, one tenant at a time.
    beforeCompile: () => {
      if (appRenderer) warmUpShellWorker(options.rootDir);
      drawIconsAhead(selected, iconsAhead);
    },
  });
  log(app.compiled ? `app      compiled in ${Math.round(app.ms)} ms` : 'app      unchanged, compile skipped');

  const pipelineHash = hashStrings(
    String(PIPELINE_VERSION),
    templateSource,
    options.liveReload ? 'live-reload' : 'deployable',
    await hashPaths(pipelineSources(options.rootDir), isTestFile),
  );
  const stateDir = path.join(outDir, STATE_DIR);
  await fs.mkdir(stateDir, { recursive: true });
  // Loaded on the first tenant rebuilt (or during the compile): an unchanged build never pays for React in Node.
  const renderShell: RenderShell | undefined =
    options.renderShell ?? (appRenderer ? workerShellRenderer(options.rootDir) : undefined);
  // Listed once, by the first tenant rebuilt: every tenant links the same compiled files.
  let appFiles: Promise<BuiltFile[]> | undefined;
  const width = Math.max(...selected.map((t) => t.config.id.length));
  let done = 0;
  const reports = await mapLimit(
    selected,
    options.concurrency ?? Math.max(2, os.availableParallelism()),
    async (tenant): Promise<TenantReport> => {
      const tenantStarted = performance.now();
      const { id } = tenant.config;
      const siteDir = path.join(outDir, id);
      const stateFile = path.join(stateDir, `${id}.json`);
      const inputHash = hashStrings(await hashPaths([tenant.dir]), pipelineHash, app.outputHash);
      const state = await readJson<TenantState>(stateFile);
      const warningLines = warningsOf(tenant, warnings);
      let report: TenantReport;
      if (!options.force && state?.inputHash === inputHash && (await exists(path.join(siteDir, 'index.html')))) {
        report = { ...state.report, warnings: warningLines, status: 'skipped', ms: performance.now() - tenantStarted };
      } else {
        const built = await buildTenant(tenant, siteDir, app, renderHtml, {
          liveReload: options.liveReload,
          renderShell,
          appFiles: await (appFiles ??= listAppFiles(app)),
          icons: iconsAhead.get(id),
        });
        await fs.writeFile(stateFile, JSON.stringify({ inputHash, report: built } satisfies TenantState, null, 2));
        report = { ...built, warnings: warningLines, status: 'built', ms: performance.now() - tenantStarted };
      }
      done++;
      const detail =
        report.status === 'built'
          ? `${report.files.length} files, ${formatBytes(report.totalBytes)}, ${Math.round(report.ms)} ms` +
            (report.onPage !== report.brand
              ? `, text on the page ${report.brand} -> ${report.onPage} for contrast`
              : '')
          : 'unchanged';
      log(
        `[${String(done).padStart(String(selected.length).length)}/${selected.length}] ${report.status.padEnd(7)} ${id.padEnd(width)}  ${detail}`,
      );
      return report;
    },
  );

  if (!options.only?.length) await removeOrphans(outDir, new Set(tenants.map((t) => t.config.id)), log);
  const served = await servedTenants(outDir, tenants);
  // Written last: the running server reloads its tenants when this file changes (src/server/tenancy).
  await writeTenantsIndex(outDir, {
    defaultTenant,
    tenants: served.map(({ tenant: { config }, build }) => ({
      id: config.id,
      subdomain: config.subdomain,
      name: config.name,
      build,
    })),
  });
  const report: BuildReport = {
    builtAt: new Date().toISOString(),
    ms: 0,
    app: { compiled: app.compiled, ms: Math.round(app.ms) },
    defaultTenant,
    tenants: reports.map((r) => ({ ...r, ms: Math.round(r.ms) })),
  };
  if (options.takeScreenshots) {
    const shotsStarted = performance.now();
    const shot = await refreshScreenshots(outDir, served, options.takeScreenshots);
    log(
      shot
        ? `gallery  ${shot} tenant(s) screenshot in ${Math.round(performance.now() - shotsStarted)} ms`
        : 'gallery  screenshots unchanged',
    );
  }
  report.ms = Math.round(performance.now() - started);
  await fs.writeFile(path.join(outDir, REPORT_FILE), JSON.stringify(report, null, 2));
  await writeGallery(options.rootDir, outDir, report, served);
  return report;
}

/**
 * Starts drawing the icons of `tenants` in memory, one tenant after another, into `ahead` by tenant id. A failure
 * stays in its promise: the tenant's build, which awaits it, reports it as it would have drawing the icons itself.
 */
function drawIconsAhead(tenants: LoadedTenant[], ahead: Map<string, Promise<RenderedIcons>>): void {
  let previous: Promise<unknown> = Promise.resolve();
  for (const tenant of tenants) {
    const drawn = previous.then(() => renderIcons(tenant.iconPath, tenant.config.brand.backgroundColor));
    drawn.catch(() => undefined);
    ahead.set(tenant.config.id, drawn);
    previous = drawn.catch(() => undefined);
  }
}

/** The check's warnings about one tenant, without their location (the tenant's section of the gallery shows them). */
function warningsOf(tenant: LoadedTenant, warnings: Problem[]): string[] {
  return warnings
    .filter((w) => path.dirname(w.file) === tenant.dir)
    .map((w) => formatProblem(w).split('  ').slice(2).join('  '));
}

/**
 * The tenants the output serves (their folder has an index.html), each with the input hash of its last build as
 * the stamp the server and the gallery compare. A tenant built by an older pipeline gets its server config now.
 */
async function servedTenants(outDir: string, tenants: LoadedTenant[]): Promise<ServedTenant[]> {
  const served: ServedTenant[] = [];
  for (const tenant of tenants) {
    const { id } = tenant.config;
    if (!(await exists(path.join(outDir, id, 'index.html')))) continue;
    if (!(await exists(serverConfigFile(outDir, id)))) await writeServerConfig(outDir, tenant.config);
    const state = await readJson<TenantState>(path.join(outDir, STATE_DIR, `${id}.json`));
    served.push({ tenant, build: state?.inputHash ?? 'unknown' });
  }
  return served;
}

/**
 * Deletes what the build wrote for tenants that no longer exist — only tenants this pipeline wrote (they have a
 * state file): their folder, server config and screenshots.
 */
async function removeOrphans(outDir: string, ids: Set<string>, log: (line: string) => void): Promise<void> {
  const stateDir = path.join(outDir, STATE_DIR);
  for (const entry of await fs.readdir(stateDir)) {
    const id = entry.replace(/\.json$/, '');
    if (entry === APP_STATE_FILE || !entry.endsWith('.json') || ids.has(id)) continue;
    await fs.rm(path.join(outDir, id), { recursive: true, force: true });
    await fs.rm(path.join(outDir, SERVER_CONFIG_DIR, entry), { force: true });
    await fs.rm(path.join(outDir, SCREENSHOTS_DIR, id), { recursive: true, force: true });
    await fs.rm(path.join(stateDir, entry), { force: true });
    log(`removed  ${id} (no longer in the tenants directory)`);
  }
}
