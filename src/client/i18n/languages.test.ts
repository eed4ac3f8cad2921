import { LANGUAGE_VALUES } from '../../shared/tenant';
import { LANGUAGE_LOCALES, LANGUAGE_NAMES } from './languages';

describe('the app languages (seed 000: en, mn, cn)', () => {
  it('are the tenant schema’s list, each with its own name and a locale', () => {
    expect(LANGUAGE_VALUES).toEqual(['en', 'mn', 'cn']);
    expect(Object.keys(LANGUAGE_NAMES)).toEqual([...LANGUAGE_VALUES]);
    expect(LANGUAGE_NAMES).toEqual({ en: 'English', mn: 'Монгол', cn: '中文' });
    expect(LANGUAGE_LOCALES.cn).toBe('zh-CN');
  });
});
