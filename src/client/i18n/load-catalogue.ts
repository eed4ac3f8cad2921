import type { Language } from '../../shared/tenant';
import type { Messages } from './load-messages';

/**
 * One language's whole catalogue, as ICU strings: for code that runs in Node with react-intl's parser (the static
 * shell the pipeline renders at build time). The browser loads translations by chunk instead (./load-messages.ts).
 */
export async function loadCatalogue(language: Language): Promise<Messages> {
  switch (language) {
    case 'en':
      return {};
    case 'mn':
      return (await import('./lang/mn.json')).default;
    case 'cn':
      return (await import('./lang/cn.json')).default;
  }
}
