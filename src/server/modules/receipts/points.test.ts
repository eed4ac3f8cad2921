import { pointsFor } from './points';

describe('pointsFor: one point per whole dollar of the receipt total', () => {
  it.each([
    [12.5, 12],
    [42.9, 42],
    [19.99, 19],
    [20, 20],
    [7.25, 7],
    [0.99, 0],
    [0.01, 0],
    [100000, 100000],
  ])('%d earns %d', (total, points) => {
    expect(pointsFor(total)).toBe(points);
  });
});
