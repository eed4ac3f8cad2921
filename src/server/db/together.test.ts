import { together } from './together';

describe('together', () => {
  it('answers every result in the order given', async () => {
    const late = new Promise<string>((resolve) => setTimeout(() => resolve('late'), 20));
    await expect(together([late, Promise.resolve(2)])).resolves.toEqual(['late', 2]);
  });

  it('rejects with the first failure in the order given, only once every statement has settled', async () => {
    let lastSettled = false;
    const slow = new Promise<number>((resolve) =>
      setTimeout(() => {
        lastSettled = true;
        resolve(1);
      }, 20),
    );
    const first = Promise.reject(new Error('first'));
    const second = Promise.reject(new Error('second'));
    await expect(together([slow, first, second])).rejects.toThrow('first');
    expect(lastSettled).toBe(true);
  });
});
