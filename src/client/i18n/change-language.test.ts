import { LANGUAGE_RELOAD_DELAY_MS, changeLanguage } from './change-language';
import { LANGUAGE_STORAGE_KEY, pickLanguage } from './languages';

describe('changeLanguage', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('stores the language at once and reloads after exactly 300 ms', () => {
    const storage = { setItem: jest.fn() };
    const reload = jest.fn();
    changeLanguage('mn', { storage, reload });
    expect(storage.setItem).toHaveBeenCalledWith(LANGUAGE_STORAGE_KEY, 'mn');
    expect(LANGUAGE_RELOAD_DELAY_MS).toBe(300);
    jest.advanceTimersByTime(299);
    expect(reload).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('pickLanguage', () => {
  const tenant = { languages: ['en', 'cn'] as ('en' | 'cn')[], defaultLanguage: 'cn' as const };

  it('keeps a stored language the tenant offers, otherwise uses the tenant default', () => {
    expect(pickLanguage(tenant, 'en')).toBe('en');
    expect(pickLanguage(tenant, 'mn')).toBe('cn');
    expect(pickLanguage(tenant, 'fr')).toBe('cn');
    expect(pickLanguage(tenant, null)).toBe('cn');
  });
});
