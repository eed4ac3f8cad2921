import type { Language } from '../../shared/tenant';
import { LANGUAGE_STORAGE_KEY } from './languages';

/** Seed 000 section 9: the page reloads 300 ms after a language change. */
export const LANGUAGE_RELOAD_DELAY_MS = 300;

interface ChangeLanguageDeps {
  storage: Pick<Storage, 'setItem'>;
  reload: () => void;
}

/**
 * Stores the language and reloads the page after the spec's delay, so every screen (and lazily loaded message
 * bundle) starts again in the new language. Returns the timer so a caller can cancel it.
 */
export function changeLanguage(
  language: Language,
  { storage, reload }: ChangeLanguageDeps = { storage: window.localStorage, reload: () => window.location.reload() },
): ReturnType<typeof setTimeout> {
  storage.setItem(LANGUAGE_STORAGE_KEY, language);
  return setTimeout(reload, LANGUAGE_RELOAD_DELAY_MS);
}
