import type { ResolvedTenant } from '../../shared/tenant/resolve-tenant';
import type { TenantRoute } from './resolve-host';

/** One served tenant: its config and, when it comes from a build output, the stamp of its last build. */
export interface ServedTenantEntry {
  config: ResolvedTenant;
  build?: string;
}

/** An immutable snapshot of the served tenants: a request reads one and keeps it to the end. */
export interface TenantSet {
  readonly byId: ReadonlyMap<string, ResolvedTenant>;
  readonly routes: readonly TenantRoute[];
  /** Served on a bare host; undefined only when there is no tenant at all. */
  readonly defaultTenant?: string;
  readonly builds: ReadonlyMap<string, string | undefined>;
}

/** How a new set differs from the served one, by tenant id. */
export interface TenantSetChange {
  added: string[];
  /** The config changed (name, colour, subdomain, policies…): the tenant and merchant rows need an update. */
  changed: string[];
  /** The folder was rebuilt with the same config (an icon, the app): only open tabs care. */
  rebuilt: string[];
  removed: string[];
}

export const isEmptyChange = (change: TenantSetChange) =>
  !change.added.length && !change.changed.length && !change.rebuilt.length && !change.removed.length;

const sameConfig = (a: ResolvedTenant, b: ResolvedTenant) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The tenants the server answers for, swapped whole: every request reads `current()` once (tenancy plugin) and keeps
 * that snapshot, so a swap while it runs changes nothing for it. Live pick-up (live-tenants.ts) replaces the set
 * when the build output changes; listeners (the dev reload stream) hear what changed.
 */
export class TenantRegistry {
  private set: TenantSet;
  private readonly listeners = new Set<(change: TenantSetChange) => void>();
  private readonly preferredDefault?: string;

  /**
   * `defaults.preferred` is the default tenant the operator chose (DEFAULT_TENANT): it wins whenever it is served.
   * `defaults.fromBuild` is the build output's; with neither, the first id.
   */
  constructor(entries: readonly ServedTenantEntry[], defaults: { preferred?: string; fromBuild?: string } = {}) {
    this.preferredDefault = defaults.preferred;
    this.set = this.snapshot(entries, defaults.fromBuild);
  }

  current(): TenantSet {
    return this.set;
  }

  /** What replacing the set with `entries` would change. Pure. */
  diff(entries: readonly ServedTenantEntry[]): TenantSetChange {
    const next = new Map(entries.map((e) => [e.config.id, e]));
    const change: TenantSetChange = { added: [], changed: [], rebuilt: [], removed: [] };
    for (const [id, entry] of next) {
      const served = this.set.byId.get(id);
      if (!served) change.added.push(id);
      else if (!sameConfig(served, entry.config)) change.changed.push(id);
      else if (entry.build !== this.set.builds.get(id)) change.rebuilt.push(id);
    }
    for (const id of this.set.byId.keys()) if (!next.has(id)) change.removed.push(id);
    return change;
  }

  /** Swaps in the new set at once and tells the listeners what changed. */
  replace(entries: readonly ServedTenantEntry[], buildDefault?: string): TenantSetChange {
    const change = this.diff(entries);
    this.set = this.snapshot(entries, buildDefault);
    if (!isEmptyChange(change)) for (const listener of this.listeners) listener(change);
    return change;
  }

  /** Calls `listener` after each swap that changed something; returns the unsubscribe function. */
  onChange(listener: (change: TenantSetChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private snapshot(entries: readonly ServedTenantEntry[], buildDefault?: string): TenantSet {
    const byId = new Map(entries.map((e) => [e.config.id, e.config]));
    const ids = [...byId.keys()].sort();
    const defaultTenant = [this.preferredDefault, buildDefault, ids[0]].find((id) => id !== undefined && byId.has(id));
    return {
      byId,
      routes: entries.map((e) => ({ id: e.config.id, subdomain: e.config.subdomain })),
      defaultTenant,
      builds: new Map(entries.map((e) => [e.config.id, e.build])),
    };
  }
}
