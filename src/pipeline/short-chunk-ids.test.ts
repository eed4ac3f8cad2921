import { shortIds } from './short-chunk-ids';

const keys = Array.from({ length: 180 }, (_, i) => `chunk-${i}`);

it('gives 180 chunks distinct ids of 3 digits at most, none already taken', () => {
  const ids = shortIds(keys, new Set([1, 2, 3]));
  expect(ids).toHaveLength(180);
  expect(new Set(ids).size).toBe(180);
  expect(ids.every((id) => Number.isInteger(id) && id >= 0 && id < 1000)).toBe(true);
  expect(ids.some((id) => [1, 2, 3].includes(id))).toBe(false);
});

it('gives the same keys the same ids whatever their order, so an unchanged chunk keeps its file name', () => {
  const ids = shortIds(keys);
  const reversed = shortIds([...keys].reverse()).reverse();
  expect(reversed).toEqual(ids);
});

it('moves few other ids when a chunk is added', () => {
  const before = shortIds(keys);
  const after = shortIds([...keys, 'a-new-screen']);
  const moved = keys.filter((_, i) => before[i] !== after[i]);
  expect(moved.length).toBeLessThanOrEqual(1);
});

it('gives two chunks of the same key two ids', () => {
  const [first, second] = shortIds(['same', 'same']);
  expect(first).not.toBe(second);
});

it('refuses more chunks than 3 digits hold', () => {
  expect(() => shortIds(Array.from({ length: 1001 }, (_, i) => `c${i}`))).toThrow(
    'more than 1000 chunks: widen the id space',
  );
});
