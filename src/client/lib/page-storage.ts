/**
 * The page's localStorage, or a stand-in kept in memory for this page load where the browser denies storage: a
 * point-of-sale register frames /vendpayment from another site, and browsers that block third-party storage throw
 * on the mere read of `window.localStorage` there. The app then starts without a remembered session or language.
 */
let storage: Storage | null = null;

class MemoryStorage implements Storage {
  private readonly values = new Map<string, string>();
  get length() {
    return this.values.size;
  }
  clear() {
    this.values.clear();
  }
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  key(index: number) {
    return [...this.values.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
  setItem(key: string, value: string) {
    this.values.set(key, String(value));
  }
}

export function pageStorage(): Storage {
  if (storage) return storage;
  try {
    window.localStorage.getItem('');
    storage = window.localStorage;
  } catch {
    storage = new MemoryStorage();
  }
  return storage;
}
