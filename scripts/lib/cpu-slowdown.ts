/**
 * Lighthouse's CPU slowdown for a host, from the BenchmarkIndex Lighthouse measures on it. Lighthouse's default 4x
 * assumes a high-end desktop host (BenchmarkIndex 1500–2000), which 4x brings to a mid-tier phone; on a slower host
 * the same 4x emulates a slower phone, and Lighthouse warns below an index of 1000 ("The tested device appears to
 * have a slower CPU than Lighthouse expects"). Its throttling guide (docs/throttling.md, "Calibrating the CPU
 * slowdown") points to the calculator whose piecewise rule this is (patrickhulce/lighthouse-cpu-throttling-calculator):
 * 1x at 150, 2x at 800, 3x at 1300, then one more for each 233 above. Below 150 no slowdown reaches a mid-tier phone.
 */
export const LIGHTHOUSE_DEFAULT_SLOWDOWN = 4;

/** Lighthouse warns of a slow host at or below this BenchmarkIndex. */
export const SLOW_HOST_BENCHMARK_INDEX = 1000;

export function slowdownForBenchmarkIndex(benchmarkIndex: number): number | undefined {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < 150) return undefined;
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return 1 + (benchmarkIndex - 150) / 650;
}
