import { useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useIntl } from 'react-intl';
import type { Language } from '../../shared/tenant';
import { TranslateIcon } from '../components/icons';
import { changeLanguage } from '../i18n/change-language';
import { LANGUAGE_NAMES } from '../i18n/languages';
import { shellMessages } from './messages';

/** Offers only the tenant's languages; picking one stores it and reloads the page after 300 ms. */
export function LanguagePicker({ current, languages }: { current: Language; languages: Language[] }) {
  const intl = useIntl();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (languages.length < 2) return null;
  const choose = (language: Language) => {
    setAnchor(null);
    if (language !== current) changeLanguage(language);
  };
  return (
    <>
      <Button
        color="inherit"
        size="small"
        startIcon={<TranslateIcon fontSize="small" />}
        aria-label={intl.formatMessage(shellMessages.language)}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ minWidth: 0, px: 1, fontWeight: 700 }}
      >
        {current.toUpperCase()}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {languages.map((language) => (
          <MenuItem
            key={language}
            selected={language === current}
            onClick={() => choose(language)}
            lang={language === 'cn' ? 'zh-CN' : language}
          >
            {LANGUAGE_NAMES[language]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
