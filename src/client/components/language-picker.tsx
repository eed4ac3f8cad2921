import { Suspense, lazy, useState } from 'react';
import { styled } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import type { Language } from '../../shared/tenant';
import { TranslateIcon } from './icons';
import { changeLanguage } from '../i18n/change-language';
import { languagePickerMessages } from './language-picker-messages';

// A small text button in the colour around it (MUI's `<Button color="inherit" size="small">` look, drawn with the
// theme): the header shows it on every first load, and the first screens need no MUI Button otherwise.
const LanguageButton = styled('button')(({ theme }) => ({
  ...theme.typography.button,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  margin: 0,
  padding: theme.spacing(0.5, 1),
  border: 0,
  borderRadius: theme.shape.borderRadius,
  backgroundColor: 'transparent',
  color: 'inherit',
  fontSize: theme.typography.pxToRem(13),
  fontWeight: 700,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.short }),
  '@media (hover: hover)': {
    '&:hover': { backgroundColor: theme.alpha(theme.palette.text.primary, theme.palette.action.hoverOpacity) },
  },
  '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: -2 },
}));

const ButtonIcon = styled('span')({ display: 'inherit', marginRight: 8, marginLeft: -2, '& > svg': { fontSize: 18 } });

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
      <LanguageButton
        type="button"
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
      >
        <ButtonIcon>
          <TranslateIcon fontSize="small" />
        </ButtonIcon>
        {current.toUpperCase()}
      </LanguageButton>
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
