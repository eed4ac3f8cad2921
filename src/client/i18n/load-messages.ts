import type { Language } from '../../shared/tenant';

export type Messages = Record<string, string>;

/**
 * Loads one language's translations as its own chunk. English needs none: the source's defaultMessages are the
 * English text (lang/en.json is extracted from them).
 */
export async function loadMessages(language: Language): Promise<Messages> {
  switch (language) {
    case 'en':
      return {};
    case 'mn':
      return (await import(/* webpackChunkName: "lang-mn" */ './lang/mn.json')).default;
    case 'cn':
      return (await import(/* webpackChunkName: "lang-cn" */ './lang/cn.json')).default;
  }
}
