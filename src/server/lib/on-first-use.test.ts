import { onFirstUse } from './on-first-use';

describe('onFirstUse', () => {
  it('loads once on the first call, and every caller shares that load', async () => {
    const load = jest.fn(async () => ({ name: 'sdk' }));
    const library = onFirstUse(load);
    expect(load).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([library(), library()]);
    expect(await library()).toBe(first);
    expect(second).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a load that failed: the next call tries again', async () => {
    const load = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(new Error('EMFILE: too many open files'))
      .mockResolvedValue('sdk');
    const library = onFirstUse(load);
    await expect(library()).rejects.toThrow('EMFILE: too many open files');
    await expect(library()).resolves.toBe('sdk');
    await expect(library()).resolves.toBe('sdk');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
