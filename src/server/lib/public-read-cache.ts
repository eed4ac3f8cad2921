/**
 * Hot public reads of a tenant (merchant page, home list, categories, promotions) kept in memory (issue 14). What is
 * kept is what every visitor of the tenant sees alike; a signed-in read adds the caller's own part to it.
 *
 * Correctness rests on invalidation, not on time: every write to a table these reads come from clears the tenant's
 * entries once it is done (plugins/public-reads.ts), and other server processes hear of it through PostgreSQL. A
 * read that was already loading when its tenant was cleared still answers its own caller (it overlapped the write)
 * but is never served again: loads are stored as promises in the tenant's current map, and a clear drops that map.
 */

/** Entries a tenant may hold before the oldest go (search terms and pages are open-ended). */
const MAX_ENTRIES_PER_TENANT = 500;

export class PublicReadCache {
  private readonly tenants = new Map<string, Map<string, Promise<unknown>>>();
  private enabled = true;

  /**
   * The value under `key` of the tenant, loading it with `load` when missing; callers asking while it loads share one
   * load. A failed load is not kept.
   */
  read<T>(tenantId: string, key: string, load: () => PromiseLike<T>): Promise<T> {
    // A drizzle query is a thenable that runs again at every `then`: resolve it once into a real promise.
    if (!this.enabled) return Promise.resolve(load());
    let entries = this.tenants.get(tenantId);
    if (!entries) {
      entries = new Map();
      this.tenants.set(tenantId, entries);
    }
    const found = entries.get(key);
    if (found) return found as Promise<T>;
    const loading = Promise.resolve(load());
    entries.set(key, loading);
    if (entries.size > MAX_ENTRIES_PER_TENANT) entries.delete(entries.keys().next().value!);
    const owner = entries;
    loading.catch(() => {
      if (owner.get(key) === loading) owner.delete(key);
    });
    return loading;
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
