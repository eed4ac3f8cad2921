export interface CoalescedRunner<T> {
  /** Runs the task now, or once more right after the run under way (calls meanwhile share that one extra run). */
  run(): Promise<T>;
  /** Runs the task after `settleMs` without another poke: a burst of file events becomes one run. */
  poke(): void;
  /** Drops a pending poke and waits for the run under way. */
  close(): Promise<void>;
}

/**
 * One task at a time, never missing a change: what the watchers of the tenants directory (watch mode) and of the
 * build output (the server's live pick-up) both need. A poke's failure goes to `onError`; run()'s to its caller.
 */
export function coalescedRunner<T>(
  task: () => Promise<T>,
  options: { settleMs: number; onError: (error: unknown) => void },
): CoalescedRunner<T> {
  let running: Promise<T> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  const run = (): Promise<T> => {
    if (running) {
      again = true;
      const extraRun = () => running ?? run();
      return running.then(extraRun, extraRun);
    }
    running = task().finally(() => {
      running = undefined;
      if (again) {
        again = false;
        run().catch(options.onError);
      }
    });
    return running;
  };
  return {
    run,
    poke() {
      clearTimeout(timer);
      timer = setTimeout(() => run().catch(options.onError), options.settleMs);
    },
    async close() {
      clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}
