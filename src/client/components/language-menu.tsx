import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { Language } from '../../shared/tenant';
import { LANGUAGE_LOCALES, LANGUAGE_NAMES } from '../i18n/languages';

interface LanguageMenuProps {
  anchor: HTMLElement | null;
  current: Language;
  languages: Language[];
  onChoose: (language: Language) => void;
  onClose: () => void;
}

/** The picker's menu, loaded on first open (MUI's Menu, Popover and Modal stay out of the first load). */
export default function LanguageMenu({ anchor, current, languages, onChoose, onClose }: LanguageMenuProps) {
  return (
    <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {languages.map((language) => (
        <MenuItem
          key={language}
          selected={language === current}
          onClick={() => onChoose(language)}
          lang={LANGUAGE_LOCALES[language]}
        >
          {LANGUAGE_NAMES[language]}
        </MenuItem>
      ))}
    </Menu>
  );
}
