/**
 * Total Blocking Time counted from the page's main-thread tasks' own CPU time, beside Lighthouse's own figure.
 *
 * Lighthouse's simulation takes each task's wall time in its unthrottled run and multiplies it by the CPU slowdown.
 * On a 2-core host the renderer's main thread is often off its core inside a task (Chromium's other threads and
 * processes, the app's server): traces of /home here showed tasks of 75 ms wall and 16 ms CPU, and a page's
 * blocking time 460–675 ms by wall time but 67–94 ms by CPU time in the same loads (docs/benchmarks.md, "Where issue
 * 14 stands (session 17)"). A host with cores to spare, like the phone being emulated, does not have that wait; the
 * CPU-time figure is what the page's own work costs there.
 *
 * Counted as Lighthouse counts TBT: every top-level task on the page's main thread that starts after the first
 * contentful paint, its time times the slowdown, beyond 50 ms. The main thread is the renderer thread with the most
 * script calls (`FunctionCall`); task CPU time is the trace's thread duration (`tdur`).
 */
export interface TraceEvent {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
}

const LONG_TASK_MS = 50;

export function cpuBlockingTimeMs(traceEvents: readonly TraceEvent[], slowdown: number): number {
  const calls = new Map<string, number>();
  for (const event of traceEvents)
    if (event.name === 'FunctionCall') calls.set(threadOf(event), (calls.get(threadOf(event)) ?? 0) + 1);
  const mainThread = [...calls].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (mainThread === undefined) throw new Error('the trace has no script calls: no main thread to measure');
  const pid = Number(mainThread.split(':')[0]);
  const paint = traceEvents.find((event) => event.name === 'firstContentfulPaint' && event.pid === pid);
  if (!paint) throw new Error('the trace has no first contentful paint on the page main thread’s process');
  const tasks = traceEvents.filter(
    (event) => event.name === 'RunTask' && event.ph === 'X' && threadOf(event) === mainThread && event.ts >= paint.ts,
  );
  // Without thread times the figure would silently be the wall-time one it stands beside.
  if (tasks.some((task) => task.tdur === undefined))
    throw new Error('the trace has no thread times (tdur) for its tasks: it cannot tell CPU time from wall time');
  return tasks.reduce((sum, task) => sum + Math.max(0, (task.tdur! / 1000) * slowdown - LONG_TASK_MS), 0);
}

function threadOf(event: TraceEvent): string {
  return `${event.pid}:${event.tid}`;
}
