import { cpuBlockingTimeMs, type TraceEvent } from './cpu-blocking-time';

const PAGE = { pid: 7, tid: 1 };
const OTHER_RENDERER = { pid: 9, tid: 1 };

/** A top-level task: times in ms, as the trace's µs. */
function task(thread: { pid: number; tid: number }, atMs: number, wallMs: number, cpuMs: number): TraceEvent {
  return { name: 'RunTask', ph: 'X', ...thread, ts: atMs * 1000, dur: wallMs * 1000, tdur: cpuMs * 1000 };
}

function calls(thread: { pid: number; tid: number }, count: number): TraceEvent[] {
  return Array.from({ length: count }, (_, i) => ({ name: 'FunctionCall', ph: 'X', ...thread, ts: i, dur: 1 }));
}

describe('blocking time from task CPU time', () => {
  const paint: TraceEvent = { name: 'firstContentfulPaint', ph: 'R', ...PAGE, ts: 1000 * 1000 };

  it('counts, after the first contentful paint, each task’s CPU time times the slowdown beyond 50 ms', () => {
    const events = [
      ...calls(PAGE, 5),
      paint,
      task(PAGE, 900, 100, 40), // before the paint: not counted
      task(PAGE, 1100, 80, 20), // 4 x 20 = 80: 30 ms blocking, though 80 ms of wall time
      task(PAGE, 1300, 30, 12), // 4 x 12 = 48: not long
      task(PAGE, 1500, 300, 25), // 4 x 25 = 100: 50 ms blocking
    ];
    expect(cpuBlockingTimeMs(events, 4)).toBe(80);
    expect(cpuBlockingTimeMs(events, 2)).toBe(0);
  });

  it('measures the renderer thread that runs the page’s scripts, not another one', () => {
    const events = [
      ...calls(PAGE, 5),
      ...calls(OTHER_RENDERER, 2),
      paint,
      task(OTHER_RENDERER, 1100, 200, 200),
      task(PAGE, 1100, 30, 30),
    ];
    expect(cpuBlockingTimeMs(events, 4)).toBe(70);
  });

  it('says what is missing from a trace it cannot measure', () => {
    expect(() => cpuBlockingTimeMs([task(PAGE, 1, 1, 1)], 4)).toThrow('the trace has no script calls');
    expect(() => cpuBlockingTimeMs([...calls(PAGE, 1), task(PAGE, 1, 1, 1)], 4)).toThrow(
      'the trace has no first contentful paint',
    );
    const { tdur: _cpu, ...wallOnly } = task(PAGE, 1100, 80, 20);
    expect(() => cpuBlockingTimeMs([...calls(PAGE, 1), paint, wallOnly], 4)).toThrow('the trace has no thread times');
  });
});
