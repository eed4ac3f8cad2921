import type { Theme } from '@mui/material/styles';

/**
 * The parts of MUI's outlined input that every outlined field here paints alike: the form control's box, the input
 * box, the input and the notched outline (styles as OutlinedInput, InputBase and NotchedOutline write them). The
 * labelled OutlinedField (./outlined-field.tsx) and the cart's small quantity field build on them.
 */

/** The outline's colour at rest, as OutlinedInput draws it. */
export const restingOutline = (theme: Theme) =>
  theme.palette.mode === 'light' ? 'rgba(0, 0, 0, 0.23)' : 'rgba(255, 255, 255, 0.23)';

/** FormControl's root. */
export const formControlBox = {
  display: 'inline-flex',
  flexDirection: 'column',
  position: 'relative',
  minWidth: 0,
  padding: 0,
  margin: 0,
  border: 0,
  verticalAlign: 'top',
} as const;

/** InputBase's root: the box the text sits in. */
export const inputBox = (theme: Theme) =>
  ({
    ...theme.typography.body1,
    color: theme.palette.text.primary,
    lineHeight: '1.4375em',
    boxSizing: 'border-box',
    position: 'relative',
    cursor: 'text',
    display: 'inline-flex',
    alignItems: 'center',
    borderRadius: theme.shape.borderRadius,
  }) as const;

/** InputBase's input, but for its padding (OutlinedInput's differs by size). */
export const inputText = {
  font: 'inherit',
  letterSpacing: 'inherit',
  color: 'currentColor',
  border: 0,
  boxSizing: 'content-box',
  background: 'none',
  height: '1.4375em',
  margin: 0,
  WebkitTapHighlightColor: 'transparent',
  display: 'block',
  minWidth: 0,
  '&:focus': { outline: 0 },
} as const;

/** NotchedOutline's fieldset: the border around the box, its legend the gap a shrunk label sits in. */
export const notchedOutline = {
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
  overflow: 'hidden',
  minWidth: '0%',
} as const;
