import fs from 'node:fs/promises';
import path from 'node:path';
import { resolveTenant, type ResolvedTenant } from '../shared/tenant/resolve-tenant';
import type { TenantConfig } from '../shared/tenant/tenant-config.generated';
import { acrossTenantProblems, tenantRuleProblems, type TenantIdentity } from './cross-field-rules';
import { JsonSyntaxError, parseJsonSource, type JsonSource } from './json-source';
import { severityOf, sortProblems, TenantConfigError, type Problem } from './problems';
import { schemaProblems } from './validate-schema';

export const CONFIG_FILE = 'tenant.json';

/** A tenant whose config passed every check. */
export interface LoadedTenant {
  /** Absolute path of the tenant folder. */
  dir: string;
  /** Absolute path of its tenant.json. */
  file: string;
  config: ResolvedTenant;
  /** Absolute path of the source icon. */
  iconPath: string;
}

export interface LoadResult {
  /** Tenants sorted by id; empty when there is any problem, so nobody builds from half a directory. */
  tenants: LoadedTenant[];
  /** Every error of every tenant, in file, line, column order. */
  problems: Problem[];
  /** Every warning (printed, never stops a build), in the same order. */
  warnings: Problem[];
}

/** Folders of `dir` that are tenants: every visible directory (a directory without tenant.json is a problem). */
async function tenantFolders(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true });
  return entries
    .filter((e) => e.isDirectory() && !e.name.startsWith('.') && !e.name.startsWith('_'))
    .map((e) => e.name)
    .sort();
}

interface Parsed extends TenantIdentity {
  dir: string;
}

/** A further check of one parsed tenant.json and its folder (the pipeline checks the icon file with it); its
 * problems may be warnings. */
export type TenantFolderCheck = (source: JsonSource, file: string, tenantDir: string) => Promise<Problem[]>;

/**
 * Reads and checks every tenant folder of `dir`: JSON syntax, the schema, the rules across fields and tenants, and
 * whatever `checkFolder` adds. Never throws for a bad config; problems come back all at once. Needs no image library,
 * so the server can load tenants without sharp; the pipeline adds the icon checks (load-tenants.ts).
 */
export async function loadTenantConfigs(dir: string, checkFolder?: TenantFolderCheck): Promise<LoadResult> {
  const root = path.resolve(dir);
  const stat = await fs.stat(root).catch(() => undefined);
  if (!stat?.isDirectory())
    return {
      tenants: [],
      problems: [{ file: root, line: 1, column: 1, pointer: '', message: 'tenants directory does not exist' }],
      warnings: [],
    };
  const found: Problem[] = [];
  const parsed: Parsed[] = [];
  for (const folderName of await tenantFolders(root)) {
    const tenantDir = path.join(root, folderName);
    const file = path.join(tenantDir, CONFIG_FILE);
    const text = await fs.readFile(file, 'utf8').catch(() => undefined);
    if (text === undefined) {
      found.push({
        file: tenantDir,
        line: 1,
        column: 1,
        pointer: '',
        message: `no ${CONFIG_FILE} in this tenant folder`,
        hint: 'start one with npm run tenants:new -- <id>',
      });
      continue;
    }
    let source: JsonSource;
    try {
      source = parseJsonSource(text);
    } catch (error) {
      if (!(error instanceof JsonSyntaxError)) throw error;
      found.push({ file, ...error.position, pointer: '', message: error.message });
      continue;
    }
    found.push(
      ...schemaProblems(source, file),
      ...tenantRuleProblems(source, file, folderName),
      ...((await checkFolder?.(source, file, tenantDir)) ?? []),
    );
    parsed.push({ dir: tenantDir, file, folderName, source });
  }
  found.push(...acrossTenantProblems(parsed));
  if (parsed.length === 0 && found.length === 0)
    found.push({
      file: root,
      line: 1,
      column: 1,
      pointer: '',
      message: 'no tenant folders in this directory',
      hint: 'add one with npm run tenants:new -- <id>',
    });
  const problems = sortProblems(found.filter((p) => severityOf(p) === 'error'));
  const warnings = sortProblems(found.filter((p) => severityOf(p) === 'warning'));
  if (problems.length) return { tenants: [], problems, warnings };
  const tenants = parsed.map(({ dir: tenantDir, file, source }) => {
    const config = resolveTenant(source.value as TenantConfig);
    return { dir: tenantDir, file, config, iconPath: path.resolve(tenantDir, config.brand.icon) };
  });
  return { tenants: tenants.sort((a, b) => a.config.id.localeCompare(b.config.id)), problems: [], warnings };
}

/** Throws a TenantConfigError listing every problem, for callers that cannot go on with a bad config. */
export function tenantsOrThrow({ tenants, problems }: LoadResult): LoadedTenant[] {
  if (problems.length) throw new TenantConfigError(problems);
  return tenants;
}

/** The configs of every tenant with defaults applied, for the server: no icon checks (the build made the icons). */
export async function loadTenantConfigsOrThrow(dir: string): Promise<ResolvedTenant[]> {
  return tenantsOrThrow(await loadTenantConfigs(dir)).map((tenant) => tenant.config);
}
