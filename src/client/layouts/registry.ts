import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { Layout } from '../../shared/tenant';

/**
 * A lazily imported screen module: `() => import('./food/home-screen')`, default-exporting the component, and with
 * `preloadParts` when the screen draws lazy parts of its own that a first screen must not wait for (the cart's panel).
 */
export type ScreenLoader = () => Promise<{ default: ComponentType; preloadParts?: () => Promise<unknown> }>;

/**
 * A screen's chunk that fails to load is asked for once more, this long after, before the screen shows its error: a
 * load cut off in passing (a service worker taking over, a dropped connection) nearly always succeeds the second time.
 * Webpack forgets a failed chunk, so asking again sends a new request.
 */
export const CHUNK_RETRY_MS = 300;

/** The variants of one screen: a required default, and optional food and retail overrides. */
export type ScreenVariants = { default: ScreenLoader } & Partial<Record<Layout, ScreenLoader>>;

/**
 * Screens choose food or retail variants here, and only here (Grafana's Registry): features never check the
 * layout themselves. Lookups are cached per screen and layout so React.lazy keeps one component identity.
 */
export class ScreenRegistry {
  private readonly screens = new Map<string, ScreenVariants>();
  private readonly cache = new Map<string, LazyExoticComponent<ComponentType>>();
  /** Screens whose module has loaded (preload): rendered directly, so they never suspend. */
  private readonly loaded = new Map<string, ComponentType>();
  /** Loads under way, so the callers asking for one chunk at once share one request. */
  private readonly loading = new Map<string, ReturnType<ScreenLoader>>();

  register(screen: string, variants: ScreenVariants): void {
    if (this.screens.has(screen)) throw new Error(`Screen '${screen}' is already registered`);
    if (typeof variants.default !== 'function')
      throw new Error(`Screen '${screen}' needs a default variant (a lazy loader function)`);
    this.screens.set(screen, variants);
  }

  /** Ids of every registered screen, in the order they were registered. */
  list(): string[] {
    return [...this.screens.keys()];
  }

  /** The loader the layout uses for a screen: its own variant, or the default. Throws for unknown screens. */
  loaderFor(screen: string, layout: Layout): ScreenLoader {
    const variants = this.screens.get(screen);
    if (!variants) throw new Error(`Unknown screen '${screen}' (registered: ${this.list().join(', ') || 'none'})`);
    return variants[layout] ?? variants.default;
  }

  /** Loads a screen's module with `loader`, asking once more after CHUNK_RETRY_MS when the first load fails. */
  private load(loader: ScreenLoader): ReturnType<ScreenLoader> {
    return loader().catch(() => new Promise((resolve) => setTimeout(resolve, CHUNK_RETRY_MS)).then(loader));
  }

  /**
   * Loads a screen's module before anything renders it (the first screen, whose markup the server sent): its first
   * render then draws the screen at once instead of the Suspense fallback. A screen already rendered lazily keeps
   * its lazy component, so no mounted screen changes identity.
   */
  async preload(screen: string, layout: Layout): Promise<void> {
    const key = `${screen}:${layout}`;
    if (this.loaded.has(key)) return;
    let loading = this.loading.get(key);
    if (!loading) {
      loading = this.load(this.loaderFor(screen, layout));
      this.loading.set(key, loading);
      // A failed chunk is asked for again by the next call (a later visit of the screen).
      void loading.catch(() => this.loading.delete(key));
    }
    const module = await loading;
    await module.preloadParts?.();
    this.loaded.set(key, module.default);
  }

  /** The component of a screen `preload` has loaded, or undefined (never a lazy one). */
  loadedScreen(screen: string, layout: Layout): ComponentType | undefined {
    return this.loaded.get(`${screen}:${layout}`);
  }

  /** The component of a screen for a layout (lazy unless preloaded), the same object on every call. */
  get(screen: string, layout: Layout): ComponentType {
    const key = `${screen}:${layout}`;
    // A lazy component once made stays (a mounted screen keeps its identity); else the loaded module, else a new one.
    const known = this.cache.get(key) ?? this.loaded.get(key);
    if (known) return known;
    const loader = this.loaderFor(screen, layout);
    const component = lazy(() => this.load(loader));
    this.cache.set(key, component);
    return component;
  }
}

/** The app's one registry; screens are registered in ./screens.ts. */
export const screenRegistry = new ScreenRegistry();

export function registerScreen(screen: string, variants: ScreenVariants): void {
  screenRegistry.register(screen, variants);
}

export function getScreen(screen: string, layout: Layout): ComponentType {
  return screenRegistry.get(screen, layout);
}
