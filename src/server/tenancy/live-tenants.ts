import fs from 'node:fs';
import path from 'node:path';
import { readBuildOutput, TENANTS_INDEX_FILE } from '../../pipeline/build-output';
import { coalescedRunner } from '../../pipeline/coalesced-runner';
import type { ResolvedTenant } from '../../shared/tenant/resolve-tenant';
import type { Db } from '../db/client';
import { syncTenants } from './sync-tenants';
import { isEmptyChange, type TenantRegistry, type TenantSetChange } from './tenant-registry';

export interface LiveTenantsOptions {
  distDir: string;
  registry: TenantRegistry;
  db: Db;
  /** Runs for tenants that appear while serving, after their rows exist (npm start: the demo seed). */
  prepareAdded?: (db: Db, tenants: readonly ResolvedTenant[]) => Promise<void>;
  log: { info(details: object, message: string): void; error(details: object, message: string): void };
}

export interface LiveTenants {
  /** Reads the build output now and applies what changed (the watcher calls it; tests may too). */
  reload(): Promise<TenantSetChange>;
  /** Stops watching and waits for a reload under way. */
  close(): Promise<void>;
}

/** Coalesces the burst of file events one build makes; a build writes tenants.json once, last. */
const SETTLE_MS = 25;
/**
 * A stat poll backs fs.watch up: fs.watch needs DIST_DIR to exist when the server starts and goes deaf when the
 * folder is deleted and made again (rm -rf dist; npm run build); the poll sees those builds a little later.
 */
const POLL_MS = 1000;

/**
 * Serves what the build output says, without a restart: watches DIST_DIR/tenants.json (the build writes it last,
 * atomically) and on each change upserts the tenant and merchant rows of added and changed tenants, prepares the
 * added ones, then swaps the registry. Rows come first, so a new subdomain never answers before its merchant
 * exists; a removed tenant keeps its rows (its data survives a re-add) and simply stops being served. Reloads run
 * one at a time (coalesced-runner.ts); a failed one (an unreadable output) is logged and the last good set keeps
 * being served.
 */
export function watchBuildOutput(options: LiveTenantsOptions): LiveTenants {
  const { distDir, registry, db, log } = options;
  const indexFile = path.join(distDir, TENANTS_INDEX_FILE);

  const apply = async (): Promise<TenantSetChange> => {
    const output = await readBuildOutput(distDir);
    if (!output) return { added: [], changed: [], rebuilt: [], removed: [] };
    const change = registry.diff(output.tenants);
    if (isEmptyChange(change)) return change;
    const configOf = new Map(output.tenants.map((t) => [t.config.id, t.config]));
    const upserts = [...change.added, ...change.changed].map((id) => configOf.get(id)!);
    if (upserts.length) await syncTenants(db, upserts);
    const added = change.added.map((id) => configOf.get(id)!);
    if (added.length && options.prepareAdded) await options.prepareAdded(db, added);
    registry.replace(output.tenants, output.defaultTenant);
    log.info({ ...change }, 'tenants reloaded from the build output');
    return change;
  };

  const runner = coalescedRunner(apply, {
    settleMs: SETTLE_MS,
    onError: (error) =>
      log.error({ err: error }, 'the build output could not be read; still serving the last good tenants'),
  });
  const schedule = runner.poke;

  const watcher = fs.existsSync(distDir)
    ? fs
        .watch(distDir, (_event, filename) => {
          if (filename === TENANTS_INDEX_FILE) schedule();
        })
        .on('error', () => undefined)
    : undefined;
  fs.watchFile(indexFile, { interval: POLL_MS }, schedule);

  return {
    reload: runner.run,
    async close() {
      watcher?.close();
      fs.unwatchFile(indexFile, schedule);
      await runner.close();
    },
  };
}
