import type { Language } from './tenant-config.generated';

/** BCP 47 tag of each app language, for `<html lang>`, the manifest and Intl: the config's `cn` is Chinese. */
export const LANGUAGE_TAGS: Record<Language, string> = { en: 'en', mn: 'mn', cn: 'zh-CN' };
