// Renders index.html static shells on their own thread (issue 14, build speed): React, MUI and emotion run here in
// their production builds (this thread's NODE_ENV is 'production', whatever the build process's is; the markup is
// the same, the development builds' checks cost ~3× the time), and beside the main thread, which meanwhile writes
// icons and files. Plain JavaScript that registers tsx itself: a worker does not inherit the parent's module hooks,
// and the renderer it loads (src/client/app/static-shell.tsx) is TypeScript. The main thread's side is
// static-shell-pool.ts; each message carries an id its answer repeats.
//
//   { id, config }  → { id, shell: { html, css, styleIds } }  or  { id, error: message }
import { parentPort, workerData } from 'node:worker_threads';
import { require as tsxRequire } from 'tsx/cjs/api';
import { register } from 'tsx/esm/api';

// TypeScript through tsx: the renderer by require, and what it imports later (the languages' JSON) by its ESM hooks.
register();
// The repository's TypeScript is CommonJS to Node: its exports may arrive as the namespace's default.
const loaded = tsxRequire(workerData.rendererModule, import.meta.url);
const render = loaded.renderStaticShell ?? loaded.default?.renderStaticShell;
if (typeof render !== 'function')
  throw new Error(
    `${workerData.rendererModule} does not export renderStaticShell(config); index.html's first paint needs it`,
  );
parentPort.postMessage({ ready: true });

parentPort.on('message', async ({ id, config }) => {
  try {
    parentPort.postMessage({ id, shell: await render(config) });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
