/** A fresh module per test: pageStorage decides once per page load. */
const freshPageStorage = async () => {
  let module: typeof import('./page-storage') | undefined;
  await jest.isolateModulesAsync(async () => {
    module = await import('./page-storage');
  });
  return module!.pageStorage;
};

describe('pageStorage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('is localStorage where the browser allows it', async () => {
    expect((await freshPageStorage())()).toBe(window.localStorage);
  });

  it('keeps values in memory for the page where reading localStorage throws (a third-party frame)', async () => {
    jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException("Failed to read the 'localStorage' property from 'Window'", 'SecurityError');
    });
    const pageStorage = await freshPageStorage();
    const storage = pageStorage();
    expect(storage.getItem('livery:session')).toBeNull();
    storage.setItem('a', '1');
    expect(pageStorage().getItem('a')).toBe('1');
    expect(storage.length).toBe(1);
    storage.clear();
    expect(storage.getItem('a')).toBeNull();
  });
});
