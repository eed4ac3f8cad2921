import { formatBadgeCount } from './badge-count';

describe("formatBadgeCount: the unread count, shown as '+9' above 9 (seed 000 §2)", () => {
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
