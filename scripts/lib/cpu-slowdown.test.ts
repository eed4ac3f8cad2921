import { slowdownForBenchmarkIndex } from './cpu-slowdown';

describe("Lighthouse's CPU slowdown for a host's BenchmarkIndex", () => {
  it.each([
    [1533, 4],
    [1766, 5],
    [2000, 6],
    [1300, 3],
    [1050, 2.5],
    [800, 2],
    [475, 1.5],
    [150, 1],
  ])('BenchmarkIndex %d: %dx', (index, slowdown) => {
    expect(slowdownForBenchmarkIndex(index)).toBeCloseTo(slowdown, 2);
  });

  it('has none for a host slower than a mid-tier phone, or no index', () => {
    expect(slowdownForBenchmarkIndex(149)).toBeUndefined();
    expect(slowdownForBenchmarkIndex(Number.NaN)).toBeUndefined();
  });
});
