import { createContext, useContext } from 'react';
import type { Language } from '../../shared/tenant';

/** The language the app runs in (chosen at start; a change reloads the page). */
export const LanguageContext = createContext<Language>('en');

export function useLanguage(): Language {
  return useContext(LanguageContext);
}
