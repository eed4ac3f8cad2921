import { nextPageOffset } from './paging';

const page = (offset: number, length: number, total: number) => ({
  data: Array.from({ length }, (_, i) => offset + i),
  offset,
  limit: 10,
  total,
});

describe('nextPageOffset', () => {
  it('asks for the next 10 after a full page', () => {
    expect(nextPageOffset(page(0, 10, 33), 10)).toBe(10);
    expect(nextPageOffset(page(20, 10, 33), 10)).toBe(30);
  });

  it('stops on a short page', () => {
    expect(nextPageOffset(page(30, 3, 33), 10)).toBeUndefined();
    expect(nextPageOffset(page(0, 0, 0), 10)).toBeUndefined();
  });

  it('stops when a full page reaches the total', () => {
    expect(nextPageOffset(page(10, 10, 20), 10)).toBeUndefined();
  });
});
