import { createElement, lazy, type ComponentType, type ReactElement } from 'react';

/** A lazily loaded part of a screen, with a way to load it ahead. */
export interface LazyPart<P> {
  (props: P): ReactElement;
  /** Loads the part's module; a Part not yet drawn lazily then draws it directly, without suspending. */
  preload(): Promise<void>;
}

/**
 * A part of a screen in its own chunk (React.lazy), that a first screen drawn by the server loads ahead (issue 14):
 * drawn before its module is known, it suspends as React.lazy does; preloaded, it renders the module's component at
 * once, so the app's first render (which replaces the server's markup) draws it instead of its Suspense fallback.
 * Once drawn lazily it stays lazy, so a mounted part never changes identity (as the screen registry does).
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loaded: ComponentType<P> | undefined;
  let drawnLazily = false;
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function Part(props: P): ReactElement {
    if (loaded && !drawnLazily) return createElement(loaded, props);
    drawnLazily = true;
    return createElement(Lazy, props);
  }
  Part.preload = async () => {
    loaded = await load();
  };
  return Part;
}
