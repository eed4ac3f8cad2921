import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId, type ReactNode } from 'react';

export interface OutlinedFieldProps extends Pick<
  OutlinedInputProps,
  'value' | 'onChange' | 'onBlur' | 'onKeyDown' | 'multiline' | 'minRows' | 'inputProps' | 'size' | 'disabled'
> {
  label?: string;
  helperText?: ReactNode;
  error?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * The outlined text field of the cart (issue 14): what MUI's TextField renders for its outlined variant — label,
 * input and helper text tied together by id — without TextField, whose imports (Select with Menu and Popover, the
 * filled and standard inputs) would ride along on the cart's first load.
 */
export function OutlinedField({ label, helperText, error, sx, size, disabled, ...input }: OutlinedFieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FormControl variant="outlined" size={size} error={error} disabled={disabled} sx={sx}>
      {label !== undefined && <InputLabel htmlFor={id}>{label}</InputLabel>}
      <OutlinedInput id={id} label={label} aria-describedby={helperText ? helperId : undefined} {...input} />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
