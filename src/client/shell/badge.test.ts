import { formatBadgeCount } from './badge';

describe('formatBadgeCount', () => {
  it.each([
    [0, null],
    [-3, null],
    [Number.NaN, null],
    [1, '1'],
    [9, '9'],
    [10, '+9'],
    [250, '+9'],
  ])('%p -> %p', (count, expected) => {
    expect(formatBadgeCount(count)).toBe(expected);
  });
});
