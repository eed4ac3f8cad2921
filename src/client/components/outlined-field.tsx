import { keyframes } from '@emotion/react';
import { styled } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId, useState } from 'react';
import { onPageShade } from './on-page-shade';
import { formControlBox, inputBox, inputText, notchedOutline, restingOutline } from './outline-parts';
import type {
  AnimationEvent,
  ChangeEvent,
  FocusEvent,
  HTMLAttributes,
  InputHTMLAttributes,
  KeyboardEvent,
  PointerEvent,
  ReactNode,
  Ref,
} from 'react';

// Chrome fills saved credentials without an input event until the user interacts; as MUI's InputBase does, an
// animation that starts only on `:-webkit-autofill` tells the field it is filled, so the label moves out of the way.
const autoFill = keyframes({ from: { outlineColor: 'inherit' } });
const autoFillCancel = keyframes({ from: { outlineStyle: 'inherit' } });
/** The two animations' names, for tests that play them. */
export const AUTOFILL_ANIMATIONS = { filled: autoFill.name, cleared: autoFillCancel.name } as const;

/** FormControl's root, outlined and full-width or not. */
const Root = styled('div')({
  ...formControlBox,
  '&.MuiFormControl-fullWidth': { width: '100%' },
});

/** InputLabel on FormLabel, outlined: inside the box at rest, shrunk into the outline's notch when filled or focused. */
const Label = styled('label')(({ theme }) => ({
  color: theme.palette.text.secondary,
  ...theme.typography.body1,
  lineHeight: '1.4375em',
  padding: 0,
  display: 'block',
  transformOrigin: 'top left',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  position: 'absolute',
  left: 0,
  top: 0,
  transition: theme.transitions.create(['color', 'transform', 'max-width'], {
    duration: theme.transitions.duration.shorter,
    easing: theme.transitions.easing.easeOut,
  }),
  zIndex: 1,
  pointerEvents: 'none',
  transform: 'translate(14px, 16px) scale(1)',
  maxWidth: 'calc(100% - 24px)',
  '&.MuiInputLabel-shrink': {
    userSelect: 'none',
    pointerEvents: 'auto',
    maxWidth: 'calc(133% - 32px)',
    transform: 'translate(14px, -9px) scale(0.75)',
  },
  '&.Mui-focused': { color: onPageShade(theme) },
  '&.Mui-disabled': { color: theme.palette.text.disabled },
  '&.Mui-error': { color: theme.palette.error.main },
}));

/** OutlinedInput's root on InputBase's: the box the text sits in, its outline drawn by the fieldset inside. */
const InputBox = styled('div')(({ theme }) => {
  return {
    ...inputBox(theme),
    '&.MuiInputBase-fullWidth': { width: '100%' },
    '&.MuiInputBase-adornedEnd': { '--_trailingPad': '14px', paddingRight: 'var(--_trailingPad)' },
    // The outline's resting width and colour, before the states that change them (MUI sets them on the outline
    // itself, which its state rules outweigh by specificity; here they are also first in order).
    '& .MuiOutlinedInput-notchedOutline': { borderWidth: 1, borderColor: restingOutline(theme) },
    '&:hover .MuiOutlinedInput-notchedOutline': { borderColor: theme.palette.text.primary },
    '@media (hover: none)': { '&:hover .MuiOutlinedInput-notchedOutline': { borderColor: restingOutline(theme) } },
    '&.Mui-focused .MuiOutlinedInput-notchedOutline': { borderWidth: 2, borderColor: onPageShade(theme) },
    '&.Mui-error .MuiOutlinedInput-notchedOutline': { borderColor: theme.palette.error.main },
    '&.Mui-disabled': { color: theme.palette.text.disabled, cursor: 'default' },
    '&.Mui-disabled .MuiOutlinedInput-notchedOutline': { borderColor: theme.palette.action.disabled },
  };
});

/** InputBase's and OutlinedInput's input. */
const Input = styled('input')(({ theme }) => ({
  ...inputText,
  padding: '16.5px 14px',
  width: '100%',
  animationName: autoFillCancel,
  animationDuration: '10ms',
  '&:invalid': { boxShadow: 'none' },
  '&:-webkit-autofill': {
    animationDuration: '5000s',
    animationName: autoFill,
    borderRadius: 'inherit',
    ...(theme.palette.mode === 'dark' && {
      WebkitBoxShadow: '0 0 0 100px #266798 inset',
      WebkitTextFillColor: '#fff',
      caretColor: '#fff',
    }),
  },
  '&.Mui-disabled': { opacity: 1, WebkitTextFillColor: theme.palette.text.disabled },
  '&.MuiInputBase-inputAdornedEnd': { paddingRight: 0 },
}));

/** NotchedOutline: the border, with a gap (the legend) the shrunk label sits in. */
const Outline = styled('fieldset')(({ theme }) => ({
  ...notchedOutline,
  '& > legend': {
    float: 'unset',
    width: 'auto',
    overflow: 'hidden',
    display: 'block',
    padding: 0,
    height: 11,
    fontSize: '0.75em',
    visibility: 'hidden',
    maxWidth: 0.01,
    transition: theme.transitions.create('max-width', { duration: 50, easing: theme.transitions.easing.easeOut }),
    whiteSpace: 'nowrap',
    '& > span': { paddingLeft: 5, paddingRight: 5, display: 'inline-block', opacity: 0, visibility: 'visible' },
  },
  '&.notched > legend': {
    maxWidth: '100%',
    transition: theme.transitions.create('max-width', {
      duration: 100,
      easing: theme.transitions.easing.easeOut,
      delay: 50,
    }),
  },
}));

/** FormHelperText under an outlined field. */
const HelperText = styled('p')(({ theme }) => ({
  color: theme.palette.text.secondary,
  ...theme.typography.caption,
  textAlign: 'left',
  marginTop: 3,
  marginRight: 14,
  marginBottom: 0,
  marginLeft: 14,
  '&.Mui-disabled': { color: theme.palette.text.disabled },
  '&.Mui-error': { color: theme.palette.error.main },
}));

/** The `<input>`'s own attributes that a field may set besides those named by the props (a combobox's ARIA). */
type InputAttributes = Pick<InputHTMLAttributes<HTMLInputElement>, 'role' | 'inputMode'> & {
  [aria: `aria-${string}`]: string | boolean | undefined;
};

export interface OutlinedFieldProps {
  label: string;
  value: string;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  id?: string;
  type?: string;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  readOnly?: boolean;
  disabled?: boolean;
  error?: boolean;
  /** Shown under the field and tied to the input by aria-describedby (an error message, usually). */
  helperText?: ReactNode;
  fullWidth?: boolean;
  /** Styles of the whole field (its width, say). */
  sx?: SxProps<Theme>;
  /** Drawn at the end of the box, after the text (a dropdown arrow). */
  endAdornment?: ReactNode;
  /** The box around the text (a menu anchors on it), and what a tap or a pointer on it does. */
  boxRef?: Ref<HTMLDivElement>;
  boxSx?: SxProps<Theme>;
  onBoxClick?: () => void;
  onBoxPointerDown?: (event: PointerEvent<HTMLDivElement>) => void;
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  inputAttributes?: InputAttributes;
}

/**
 * An outlined single-line text field for a controlled value, painted as MUI's outlined TextField with the tenant
 * theme's overrides (a focused field in the brand's on-page shade, ../tenant/on-page-overrides.ts), with the same
 * parts and class names, and wired alike (label for
 * the input, helper text by aria-describedby, aria-invalid on error), without MUI's input stack: FormControl's
 * context, InputBase's multiline, TextareaAutosize and slots (~8 KB gzip) that a first screen's one or two plain
 * fields never use. TextInput (./text-input.tsx) remains the field for everything else.
 */
export function OutlinedField({
  label,
  value,
  onChange,
  id: idOverride,
  disabled = false,
  error = false,
  helperText,
  fullWidth = false,
  sx,
  endAdornment,
  boxRef,
  boxSx,
  onBoxClick,
  onBoxPointerDown,
  onFocus,
  inputAttributes,
  ...inputProps
}: OutlinedFieldProps) {
  const generatedId = useId();
  const id = idOverride ?? generatedId;
  const [focused, setFocused] = useState(false);
  const [autoFilled, setAutoFilled] = useState(false);
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const shrink = focused || autoFilled || value !== '';
  const states = [focused && !disabled && 'Mui-focused', error && 'Mui-error', disabled && 'Mui-disabled']
    .filter(Boolean)
    .join(' ');
  const onAnimationStart = (event: AnimationEvent<HTMLInputElement>) => {
    if (event.animationName === autoFill.name) setAutoFilled(true);
    else if (event.animationName === autoFillCancel.name) setAutoFilled(false);
  };
  return (
    <Root className={`MuiFormControl-root${fullWidth ? ' MuiFormControl-fullWidth' : ''}`} sx={sx}>
      <Label
        htmlFor={id}
        id={`${id}-label`}
        data-shrink={shrink}
        className={`MuiInputLabel-root MuiInputLabel-outlined${shrink ? ' MuiInputLabel-shrink' : ''} ${states}`}
      >
        {label}
      </Label>
      <InputBox
        ref={boxRef}
        sx={boxSx}
        onClick={onBoxClick}
        onPointerDown={onBoxPointerDown}
        className={[
          'MuiInputBase-root MuiOutlinedInput-root',
          fullWidth && 'MuiInputBase-fullWidth',
          endAdornment != null && 'MuiInputBase-adornedEnd',
          states,
        ]
          .filter(Boolean)
          .join(' ')}
      >
        <Input
          id={id}
          value={value}
          onChange={onChange}
          disabled={disabled}
          aria-invalid={error}
          aria-describedby={helperTextId}
          className={[
            'MuiInputBase-input MuiOutlinedInput-input',
            endAdornment != null && 'MuiInputBase-inputAdornedEnd',
            disabled && 'Mui-disabled',
          ]
            .filter(Boolean)
            .join(' ')}
          onFocus={(event) => {
            setFocused(true);
            onFocus?.(event);
          }}
          onBlur={() => setFocused(false)}
          onAnimationStart={onAnimationStart}
          {...inputAttributes}
          {...inputProps}
        />
        {endAdornment}
        <Outline aria-hidden className={`MuiOutlinedInput-notchedOutline${shrink ? ' notched' : ''}`}>
          <legend>
            <span>{label}</span>
          </legend>
        </Outline>
      </InputBox>
      {helperText && (
        <HelperText id={helperTextId} className={`MuiFormHelperText-root MuiFormHelperText-contained ${states}`}>
          {helperText}
        </HelperText>
      )}
    </Root>
  );
}
