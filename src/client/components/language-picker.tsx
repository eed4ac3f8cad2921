import { Suspense, lazy, useState } from 'react';
import Button from '@mui/material/Button';
import { useIntl } from 'react-intl';
import type { Language } from '../../shared/tenant';
import { TranslateIcon } from './icons';
import { changeLanguage } from '../i18n/change-language';
import { languagePickerMessages } from './language-picker-messages';

const loadMenu = () => import(/* webpackChunkName: "language-menu" */ './language-menu');
const LanguageMenu = lazy(loadMenu);

/** Offers only the tenant's languages; picking one stores it and reloads the page after 300 ms. */
export function LanguagePicker({ current, languages }: { current: Language; languages: Language[] }) {
  const intl = useIntl();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
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
        aria-label={intl.formatMessage(languagePickerMessages.language)}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        // Start fetching the menu's chunk as soon as the user reaches for the button.
        onPointerEnter={() => void loadMenu()}
        onFocus={() => void loadMenu()}
        onClick={(event) => {
          setOpened(true);
          setAnchor(event.currentTarget);
        }}
        sx={{ minWidth: 0, px: 1, fontWeight: 700 }}
      >
        {current.toUpperCase()}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <LanguageMenu
            anchor={anchor}
            current={current}
            languages={languages}
            onChoose={choose}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}
