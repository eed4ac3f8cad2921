/**
 * Hot reads kept in memory per tenant (issue 14): what every visitor of a tenant sees (merchant page, home list,
 * categories, promotions), the session behind a bearer token, and a member's own hot reads (notifications, unread
 * count, My Rewards). See read-caches.ts for the caches the server keeps.
 *
 * Correctness rests on invalidation, not on time: each cache names the tables its reads come from, and every write to
 * one of them clears the tenant's entries once it is done (plugins/read-caches.ts), and other server processes hear
 * of it through PostgreSQL. A read that was already loading when its tenant was cleared still answers its own caller
 * (it overlapped the write) but is never served again: loads are stored as promises in the tenant's current map, and
 * a clear drops that map. A time to live, when given, only bounds how long a missed invalidation could last.
 */
import { getTableName, type Table } from 'drizzle-orm';

export interface TenantReadCacheOptions {
  /** Names the cache in the invalidations sent to other processes. */
  name: string;
  /** The tables its reads come from. */
  tables: readonly Table[];
  /**
   * An INSERT into those tables changes none of its reads (a new session is not cached before it is first used): only
   * UPDATE, DELETE and INSERT … ON CONFLICT clear it.
   */
  insertsChangeNothing?: boolean;
  /** Entries a tenant may hold before the oldest go (search terms, pages and members are open-ended). */
  maxEntriesPerTenant: number;
  /** How long an entry is served at most. */
  ttlMs?: number;
}

export type WriteVerb = 'insert' | 'upsert' | 'update' | 'delete';

interface Entry {
  value: Promise<unknown>;
  expiresAt: number;
  /** The value once loaded and kept: what `peek` answers without waiting. */
  loaded?: { value: unknown };
}

export class TenantReadCache {
  readonly name: string;
  private readonly tables: ReadonlySet<string>;
  private readonly tenants = new Map<string, Map<string, Entry>>();
  private enabled = true;

  constructor(private readonly options: TenantReadCacheOptions) {
    this.name = options.name;
    this.tables = new Set(options.tables.map(getTableName));
  }

  /** Whether a statement that `verb`s `table` may change what this cache holds. */
  watches(verb: WriteVerb, table: string): boolean {
    return this.tables.has(table) && !(verb === 'insert' && this.options.insertsChangeNothing);
  }

  /**
   * The value under `key` of the tenant, loading it with `load` when missing; callers asking while it loads share one
   * load. A failed load is not kept, nor a value `keep` refuses (a token that is no session: kept, a later sign-in
   * could not clear it).
   */
  read<T>(tenantId: string, key: string, load: () => PromiseLike<T>, keep?: (value: T) => boolean): Promise<T> {
    // A drizzle query is a thenable that runs again at every `then`: resolve it once into a real promise.
    if (!this.enabled) return Promise.resolve(load());
    let entries = this.tenants.get(tenantId);
    if (!entries) {
      entries = new Map();
      this.tenants.set(tenantId, entries);
    }
    const now = Date.now();
    const found = entries.get(key);
    if (found && found.expiresAt > now) return found.value as Promise<T>;
    const loading = Promise.resolve(load());
    const entry: Entry = { value: loading, expiresAt: now + (this.options.ttlMs ?? Infinity) };
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > this.options.maxEntriesPerTenant) entries.delete(entries.keys().next().value!);
    const owner = entries;
    const forget = () => {
      if (owner.get(key) === entry) owner.delete(key);
    };
    loading.then((value) => {
      if (keep && !keep(value)) forget();
      else entry.loaded = { value };
    }, forget);
    return loading;
  }

  /**
   * The value under `key` of the tenant when it is loaded, kept and not expired, else undefined: what `read` would
   * answer at once, without loading or waiting (the answer front, lib/answer-front.ts, answers only from such values).
   */
  peek<T>(tenantId: string, key: string): T | undefined {
    const found = this.tenants.get(tenantId)?.get(key);
    return found?.loaded && found.expiresAt > Date.now() ? (found.loaded.value as T) : undefined;
  }

  /** Forgets everything of one tenant: the next read of each key loads again. */
  invalidate(tenantId: string): void {
    this.tenants.delete(tenantId);
  }

  invalidateAll(): void {
    this.tenants.clear();
  }

  /**
   * Off: every read loads (and nothing is kept). For when invalidations from other processes cannot be heard (the
   * PostgreSQL listener lost its connection): slower, never stale.
   */
  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
    this.invalidateAll();
  }
}
