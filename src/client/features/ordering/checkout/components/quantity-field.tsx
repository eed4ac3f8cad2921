import { styled } from '@mui/material/styles';
import { useId, type InputHTMLAttributes } from 'react';
import { onPageShade } from '../../../../components/on-page-shade';
import {
  formControlBox,
  inputBox,
  inputText,
  notchedOutline,
  restingOutline,
} from '../../../../components/outline-parts';

const Control = styled('div')(formControlBox);

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
    ...inputBox(theme),
    ...(off && { color: theme.palette.text.disabled, cursor: 'default' }),
    '& > fieldset': { ...notchedOutline, borderWidth: 1, borderColor: still },
    '& > fieldset > legend': { float: 'unset', width: 'auto', overflow: 'hidden', padding: 0, lineHeight: '11px' },
    ...(!invalid &&
      !off && {
        '&:hover > fieldset': { borderColor: theme.palette.text.primary },
        '@media (hover: none)': { '&:hover > fieldset': { borderColor: still } },
      }),
    '&:focus-within > fieldset': {
      borderWidth: 2,
      borderColor: invalid ? theme.palette.error.main : onPageShade(theme),
    },
  };
});

/** InputBase's input at OutlinedInput's small size. */
const Input = styled('input')(({ theme }) => ({
  ...inputText,
  padding: '8.5px 14px',
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
