import { LANGUAGE_VALUES } from '../../shared/tenant';
import type { Language } from '../../shared/tenant';

/** BCP 47 locale of each app language: the spec's `cn` is Simplified Chinese. */
export const LANGUAGE_LOCALES: Record<Language, string> = { en: 'en', mn: 'mn', cn: 'zh-CN' };

/** Each language's name in itself, as the picker shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', mn: 'Монгол', cn: '中文' };

/** localStorage key of the chosen language (each tenant is its own origin, so this is per tenant). */
export const LANGUAGE_STORAGE_KEY = 'livery:language';

function isLanguage(value: unknown): value is Language {
  return LANGUAGE_VALUES.includes(value as Language);
}

/** The stored language when the tenant still offers it, otherwise the tenant's default. */
export function pickLanguage(
  tenant: { languages: Language[]; defaultLanguage: Language },
  stored: string | null,
): Language {
  return isLanguage(stored) && tenant.languages.includes(stored) ? stored : tenant.defaultLanguage;
}
