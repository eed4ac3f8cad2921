/** How long registration waits for an idle moment after `load` before it goes ahead anyway. */
const IDLE_TIMEOUT_MS = 5_000;

/**
 * Registers /sw.js (Workbox GenerateSW, see webpack.config.ts) in production builds only: in development a
 * cached shell would hide every change. Errors are logged, never fatal: the app works without a worker.
 */
export async function registerServiceWorker(): Promise<void> {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  try {
    const { Workbox } = await import(/* webpackChunkName: "workbox-window" */ 'workbox-window');
    await new Workbox('/sw.js').register();
  } catch (error) {
    console.warn('Service worker registration failed', error);
  }
}

/**
 * Registers the worker once the page has loaded and the main thread is idle: loading workbox-window and the
 * worker's install (which fetches every precached file) compete with the first screen's scripts and data otherwise.
 */
export function registerServiceWorkerWhenIdle(win: Window = window): void {
  const whenIdle = () => {
    if (typeof win.requestIdleCallback === 'function')
      win.requestIdleCallback(() => void registerServiceWorker(), { timeout: IDLE_TIMEOUT_MS });
    else win.setTimeout(() => void registerServiceWorker(), 0);
  };
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
}
