// The static shells of a build, rendered on a worker thread (static-shell-worker.mjs) in React's production build,
// beside the main thread. One worker per repository per process, started by the first build that needs shells and
// kept for the next (the watcher and the dev server rebuild in the same process, so a changed config does not pay
// for loading React again); it keeps the process alive only while a render is pending.
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PublicTenantConfig } from '../shared/tenant/public-config';
import { loadShellRenderer, STATIC_SHELL_MODULE, type RenderShell, type StaticShellMarkup } from './static-shell';

const WORKER_FILE = path.join(__dirname, 'static-shell-worker.mjs');

type Answer = { id: number; shell: StaticShellMarkup } | { id: number; error: string } | { ready: true };

interface Pending {
  resolve(shell: StaticShellMarkup): void;
  reject(error: Error): void;
}

class ShellWorker {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  /** Resolves once the renderer is loaded; rejects when the worker cannot load it. */
  readonly ready: Promise<void>;
  failed = false;

  constructor(rootDir: string) {
    this.worker = new Worker(WORKER_FILE, {
      workerData: { rendererModule: path.join(rootDir, STATIC_SHELL_MODULE) },
      env: { ...process.env, NODE_ENV: 'production' },
      // None of this process's flags (a test runner's): the worker loads TypeScript through tsx itself.
      execArgv: [],
    });
    this.worker.unref();
    this.ready = new Promise((resolve, reject) => {
      this.worker.on('message', (answer: Answer) => {
        if ('ready' in answer) return resolve();
        const request = this.pending.get(answer.id);
        if (!request) return;
        this.pending.delete(answer.id);
        if (this.pending.size === 0) this.worker.unref();
        if ('error' in answer) request.reject(new Error(`static shell: ${answer.error}`));
        else request.resolve(answer.shell);
      });
      const fail = (error: Error) => {
        this.failed = true;
        reject(error);
        for (const request of this.pending.values()) request.reject(error);
        this.pending.clear();
      };
      this.worker.on('error', fail);
      this.worker.on('exit', (code) => fail(new Error(`the static shell worker exited (code ${code})`)));
    });
    // Nobody may be waiting yet (a warm-up): a failure is reported by the render that needs the worker.
    this.ready.catch(() => undefined);
  }

  async render(config: PublicTenantConfig): Promise<StaticShellMarkup> {
    await this.ready;
    const id = this.nextId++;
    this.worker.ref();
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, config });
    });
  }
}

const workers = new Map<string, ShellWorker>();

/** The worker of `rootDir`, started now if there is none (or the last one failed). */
function workerFor(rootDir: string): ShellWorker {
  let worker = workers.get(rootDir);
  if (!worker || worker.failed) {
    worker = new ShellWorker(rootDir);
    workers.set(rootDir, worker);
  }
  return worker;
}

/**
 * Starts loading the renderer of `rootDir` on its worker now: the build calls this just before its compile, so React
 * and MUI load on the other core meanwhile instead of after it.
 */
export function warmUpShellWorker(rootDir: string): void {
  workerFor(rootDir);
}

/** Resolves when the worker of `rootDir` has loaded the renderer; rejects with why it could not. */
export function shellWorkerReady(rootDir: string): Promise<void> {
  return workerFor(rootDir).ready;
}

/**
 * Renders a tenant's shell on the worker of `rootDir` (started by the first render unless warmed up). When the
 * worker cannot start (no module hooks for TypeScript in this process), shells render in this thread as before.
 */
export function workerShellRenderer(rootDir: string): RenderShell {
  let inThread: Promise<RenderShell> | undefined;
  return async (config) => {
    const worker = workerFor(rootDir);
    try {
      return await worker.render(config);
    } catch (error) {
      if (!worker.failed) throw error;
      return (await (inThread ??= loadShellRenderer(rootDir)))(config);
    }
  };
}
