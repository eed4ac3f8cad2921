import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ResolvedTenant } from '../shared/tenant/resolve-tenant';

/**
 * The part of the build output the server reads (docs/contract.md): `OUT/tenants.json`, the index of served tenants
 * and the signal that a build finished, and `OUT/.server/<id>.json`, each tenant's full resolved config (the public
 * `config.json` leaves out payments and the names of secret variables). No image library here: the server imports it.
 */
export const TENANTS_INDEX_FILE = 'tenants.json';
export const SERVER_CONFIG_DIR = '.server';

/** `OUT/tenants.json`, the server's index. */
export interface TenantsIndex {
  defaultTenant: string;
  /** `build` is the tenant's input hash: it changes whenever the tenant folder was rebuilt (config, icon, app). */
  tenants: { id: string; subdomain: string; name: string; build: string }[];
}

/** One tenant as the build left it: its resolved config and the stamp of its build. */
export interface BuiltTenant {
  config: ResolvedTenant;
  build: string;
}

export interface BuildOutput {
  defaultTenant: string;
  tenants: BuiltTenant[];
}

/** A build output the server cannot serve from (unreadable index, a tenant without its server config). */
export class BuildOutputError extends Error {}

export const serverConfigFile = (outDir: string, id: string) => path.join(outDir, SERVER_CONFIG_DIR, `${id}.json`);

/**
 * Writes through a temporary file and a rename, so a reader (the server watching the output) sees the old file or
 * the new one, never half of one.
 */
export async function writeFileAtomic(file: string, content: string): Promise<void> {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(4).toString('hex')}.tmp`);
  await fs.writeFile(temporary, content);
  await fs.rename(temporary, file);
}

export async function writeServerConfig(outDir: string, config: ResolvedTenant): Promise<void> {
  await fs.mkdir(path.join(outDir, SERVER_CONFIG_DIR), { recursive: true });
  await writeFileAtomic(serverConfigFile(outDir, config.id), JSON.stringify(config, null, 2));
}

export async function writeTenantsIndex(outDir: string, index: TenantsIndex): Promise<void> {
  await writeFileAtomic(path.join(outDir, TENANTS_INDEX_FILE), JSON.stringify(index, null, 2));
}

async function readJsonFile<T>(file: string): Promise<T> {
  const text = await fs.readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    throw new BuildOutputError(`${file} cannot be read (${error.code ?? error.message}): run npm run build`);
  });
  try {
    return JSON.parse(text) as T;
  } catch (error) {
    throw new BuildOutputError(`${file} is not valid JSON (${(error as Error).message}): run npm run build`);
  }
}

/** The tenants a build output serves; undefined when there is no build yet (no tenants.json). */
export async function readBuildOutput(outDir: string): Promise<BuildOutput | undefined> {
  const indexFile = path.join(outDir, TENANTS_INDEX_FILE);
  if (!(await fs.stat(indexFile).catch(() => undefined))) return undefined;
  const index = await readJsonFile<TenantsIndex>(indexFile);
  if (!Array.isArray(index.tenants)) throw new BuildOutputError(`${indexFile} lists no "tenants": run npm run build`);
  const tenants = await Promise.all(
    index.tenants.map(async (entry) => ({
      config: await readJsonFile<ResolvedTenant>(serverConfigFile(outDir, entry.id)),
      build: entry.build,
    })),
  );
  return { defaultTenant: index.defaultTenant, tenants };
}
