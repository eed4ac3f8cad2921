import { act } from '@testing-library/react';

interface Watch {
  callback: IntersectionObserverCallback;
  options?: IntersectionObserverInit;
  on: boolean;
}

/**
 * An IntersectionObserver a test drives, installed on the global: `reachEnd()` reports the watched end of a list
 * within its margin once (a scroll past it); `keepEndInView()` leaves it there, and, as a browser's observer does,
 * every observer that starts watching then reports it at once. `options()` are those of the newest observer.
 */
export function installFakeIntersectionObserver() {
  const watches: Watch[] = [];
  let endInView = false;
  const report = (watch: Watch) =>
    watch.on && watch.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as never);
  class FakeObserver {
    private readonly watch: Watch;
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.watch = { callback, options, on: true };
      watches.push(this.watch);
    }
    observe() {
      if (endInView) queueMicrotask(() => act(() => void report(this.watch)));
    }
    disconnect() {
      this.watch.on = false;
    }
  }
  (globalThis as unknown as { IntersectionObserver: unknown }).IntersectionObserver = FakeObserver;
  const reachEnd = () => act(() => watches.forEach(report));
  return {
    reachEnd,
    keepEndInView() {
      endInView = true;
      reachEnd();
    },
    options: () => watches.at(-1)?.options,
  };
}
