import { styled } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import { useId, type InputHTMLAttributes } from 'react';

/** The outline's colour at rest, as OutlinedInput draws it. */
const restingOutline = (theme: Theme) =>
  theme.palette.mode === 'light' ? 'rgba(0, 0, 0, 0.23)' : 'rgba(255, 255, 255, 0.23)';

/** The focused outline: a tenant theme's on-page shade (src/client/tenant/on-page-overrides.ts), else primary. */
const focusedOutline = (theme: Theme) =>
  (theme.palette as Partial<Theme['palette']>).primaryOnPage?.main ?? theme.palette.primary.main;

const Control = styled('div')({
  display: 'inline-flex',
  flexDirection: 'column',
  position: 'relative',
  minWidth: 0,
  padding: 0,
  margin: 0,
  border: 0,
  verticalAlign: 'top',
});

interface FieldState {
  invalid: boolean;
  off: boolean;
}

/** OutlinedInput's root and its notched outline (a fieldset with an empty legend, as MUI draws one without a label). */
const Frame = styled('div', { shouldForwardProp: (prop) => prop !== 'invalid' && prop !== 'off' })<FieldState>(({
  theme,
  invalid,
  off,
}) => {
  const still = invalid ? theme.palette.error.main : off ? theme.palette.action.disabled : restingOutline(theme);
  return {
    ...theme.typography.body1,
    color: off ? theme.palette.text.disabled : theme.palette.text.primary,
    lineHeight: '1.4375em',
    boxSizing: 'border-box',
    position: 'relative',
    cursor: off ? 'default' : 'text',
    display: 'inline-flex',
    alignItems: 'center',
    borderRadius: theme.shape.borderRadius,
    '& > fieldset': {
      textAlign: 'left',
      position: 'absolute',
      bottom: 0,
      right: 0,
      top: -5,
      left: 0,
      margin: 0,
      padding: '0 8px',
      pointerEvents: 'none',
      borderRadius: 'inherit',
      borderStyle: 'solid',
      borderWidth: 1,
      overflow: 'hidden',
      minWidth: '0%',
      borderColor: still,
    },
    '& > fieldset > legend': { float: 'unset', width: 'auto', overflow: 'hidden', padding: 0, lineHeight: '11px' },
    ...(!invalid &&
      !off && {
        '&:hover > fieldset': { borderColor: theme.palette.text.primary },
        '@media (hover: none)': { '&:hover > fieldset': { borderColor: still } },
      }),
    '&:focus-within > fieldset': {
      borderWidth: 2,
      borderColor: invalid ? theme.palette.error.main : focusedOutline(theme),
    },
  };
});

/** InputBase's input at OutlinedInput's small size. */
const Input = styled('input')(({ theme }) => ({
  font: 'inherit',
  letterSpacing: 'inherit',
  color: 'currentColor',
  padding: '8.5px 14px',
  border: 0,
  boxSizing: 'content-box',
  background: 'none',
  height: '1.4375em',
  margin: 0,
  WebkitTapHighlightColor: 'transparent',
  display: 'block',
  minWidth: 0,
  '&:focus': { outline: 0 },
  '&:disabled': { opacity: 1, WebkitTextFillColor: theme.palette.text.disabled },
}));

const Helper = styled('p')(({ theme }) => ({
  ...theme.typography.caption,
  color: theme.palette.error.main,
  textAlign: 'left',
  margin: '4px 14px 0',
}));

/**
 * A small outlined number field without a label, painted as TextInput size="small" (FormControl, OutlinedInput and
 * its notched outline, an error's FormHelperText tied by aria-describedby). The cart draws one on every line; MUI's
 * input family (InputBase, OutlinedInput, FormControl, labels, helper text, ~8 KB gzip) would come with its first load
 * for them.
 */
export function QuantityField({
  error,
  disabled = false,
  width,
  ...input
}: { error?: string; disabled?: boolean; width: number } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'disabled' | 'style'
>) {
  const helperId = useId();
  return (
    <Control>
      <Frame invalid={error !== undefined} off={disabled}>
        <Input
          {...input}
          type="text"
          disabled={disabled}
          aria-invalid={error !== undefined}
          aria-describedby={error === undefined ? undefined : helperId}
          style={{ width, textAlign: 'center' }}
        />
        <fieldset aria-hidden>
          <legend>
            <span className="notranslate" aria-hidden>
              {'\u200b'}
            </span>
          </legend>
        </fieldset>
      </Frame>
      {error !== undefined && <Helper id={helperId}>{error}</Helper>}
    </Control>
  );
}
