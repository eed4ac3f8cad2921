/**
 * Registers /sw.js (Workbox GenerateSW, see webpack.config.ts) in production builds only: in development a
 * cached shell would hide every change. Errors are logged, never fatal: the app works without a worker.
 */
export async function registerServiceWorker(): Promise<void> {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  try {
    // Loaded after first render: registration is never on the critical path.
    const { Workbox } = await import(/* webpackChunkName: "workbox-window" */ 'workbox-window');
    await new Workbox('/sw.js').register();
  } catch (error) {
    console.warn('Service worker registration failed', error);
  }
}
