import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** MUI FormControlLabel's root (label placed at the end): the control's ripple area hangs 11 px to the left. */
const Root = styled('label')({
  display: 'inline-flex',
  alignItems: 'center',
  cursor: 'pointer',
  verticalAlign: 'middle',
  WebkitTapHighlightColor: 'transparent',
  marginLeft: -11,
  marginRight: 16,
});

/**
 * A checkbox's or switch's label, painted as MUI's FormControlLabel (its label a body1 Typography span), without
 * the component (~0.9 KB gzip: placements, required asterisk, FormControl state) that a plain labelled control never
 * uses.
 * The `<label>` wraps the control, so a tap on the text toggles it and the text names it.
 */
export function ControlLabel({ control, label }: { control: ReactNode; label: ReactNode }) {
  return (
    <Root>
      {control}
      <Typography component="span">{label}</Typography>
    </Root>
  );
}
