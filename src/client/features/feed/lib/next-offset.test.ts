import { nextOffset } from './next-offset';

const page = (n: number, offset: number, total: number) => ({ data: Array(n).fill(0), offset, limit: 5, total });

describe('nextOffset (page size 5)', () => {
  const next = nextOffset(5);
  it('asks for the next page after a full one', () => expect(next(page(5, 0, 12))).toBe(5));
  it('stops on a short page', () => expect(next(page(2, 10, 12))).toBeUndefined());
  it('stops when a full page reaches the total', () => expect(next(page(5, 5, 10))).toBeUndefined());
});
